import { handleFinanceQuote } from '@/finance/server/quote-route';

/** SPEC 7 finance quote for the Get Finance steps: see web/src/finance/server/quote-route.ts. */
export const POST = (request: Request) => handleFinanceQuote(request);
