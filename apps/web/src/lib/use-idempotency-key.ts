import { useCallback, useState } from 'react';

/**
 * One Idempotency-Key per money-moving intent on a page (a payment, a payout, Buy Now): a double
 * submit or a network retry sends the same key (the server answers once, and a refusal keeps no
 * answer); after the server has answered, `renew` starts a new intent.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return { key, renew };
}
