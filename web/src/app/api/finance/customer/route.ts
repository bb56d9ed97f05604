import { handleCreateCustomer } from '@/finance/server/customer-route';

/** SPEC 7 create customer (step 4 of Get Finance): see web/src/finance/server/customer-route.ts. */
export const POST = (request: Request) => handleCreateCustomer(request);
