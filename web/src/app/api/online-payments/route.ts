import { appOnlinePaymentRouteDeps } from '@/online-payment/server/app-online-payment-deps';
import { handleOnlinePayment } from '@/online-payment/server/online-payment-route';

/** Pay an amount online (SPEC 2 /online-payment): see online-payment/server/online-payment-route.ts. */
export const POST = (request: Request) => handleOnlinePayment(request, appOnlinePaymentRouteDeps);
