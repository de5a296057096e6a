import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The `Netlease-Signature` header (docs/webhooks.md): `t=<unix seconds>,v1=<hex HMAC-SHA256>` of
 * `<t>.<raw body>` keyed with the endpoint's secret, the scheme Stripe uses, so receivers can check
 * both who sent the body and when (a replayed old body fails their tolerance check).
 */
export function signWebhookBody(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, `${timestamp}.${body}`)}`;
}

/** The receiver's check, as docs/webhooks.md shows it: right secret, untouched body, recent time. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  now: Date,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = hmacHex(secret, `${timestamp}.${body}`);
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** A new endpoint secret: 32 random bytes, prefixed so a leaked one is recognisable. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}
