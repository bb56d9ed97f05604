import { platformOrigin, repeatSweep } from '@/reserve/server/reservation-sweeper';
import { appOnlinePaymentDeps } from './app-online-payment-deps';
import { expireAbandonedPayments } from './online-payment-expiry';

/**
 * Once a minute every instance ends the online payments whose card challenge was abandoned (their
 * PaymentIntents cancelled, nothing taken). The update that fails an attempt is conditional on it
 * still being pending and each cancel has its own idempotency key, so instances sweeping together end it once.
 */
export function startOnlinePaymentSweep(intervalMs = 60_000): () => void {
  return repeatSweep('Online payment sweep', async () => {
    const ended = await expireAbandonedPayments(await appOnlinePaymentDeps(platformOrigin()));
    if (ended > 0) console.log(`› Online payments: ${ended} abandoned attempt(s) ended.`);
  }, intervalMs);
}
