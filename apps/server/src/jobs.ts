import type { Job } from './platform/jobs/scheduler';
import { DAY, HOUR, MINUTE } from './platform/clock';
import { deleteExpiredSessions } from './platform/auth/sessions';
import { deleteExpiredRateLimits } from './platform/rate-limit';
import { deleteOldIdempotencyKeys } from './platform/payments/idempotency';
import { runReputationChecks } from './features/trust/reputation/reputation.checker';
import { processDueOrders, releaseDueHolds } from './features/commerce/orders/orders.jobs';
import { sendRenewalReminders } from './features/commerce/orders/renewal-reminders.jobs';
import { mailIssuedDocuments } from './features/commerce/invoices/invoices.jobs';
import { settleDueAuctions } from './features/auctions/auctions/settle-auctions';
import { settleCardPayments } from './features/commerce/card-payments/settle-card-payments';
import { runWebhookJob } from './features/accounts/webhooks/webhooks.delivery';
import { announceLeaseEndings } from './features/trust/lease-delivery/lease-delivery.jobs';
import { refreshRpkiVrps, RPKI_REFRESH_EVERY_MS } from './features/trust/rpki/rpki.jobs';
import { deleteExpiredCheckoutHolds } from './features/commerce/checkout/checkout.jobs';
import { runAbuseClock } from './features/trust/abuse/abuse.jobs';

/** Time-based work of every feature; each job must be safe to run on several instances at once. */
export const JOBS: readonly Job[] = [
  { name: 'settle-due-auctions', everyMs: MINUTE / 6, run: (ctx) => settleDueAuctions(ctx) },
  { name: 'delete-expired-sessions', everyMs: HOUR, run: (ctx) => deleteExpiredSessions(ctx.db, ctx.clock) },
  {
    name: 'delete-old-rate-limits',
    everyMs: HOUR,
    run: (ctx) => deleteExpiredRateLimits(ctx.db, ctx.clock, DAY),
  },
  {
    name: 'delete-old-live-events',
    everyMs: HOUR,
    run: (ctx) => ctx.hub.deleteEventsBefore(new Date(ctx.clock.now().getTime() - 2 * DAY)),
  },
  // Does nothing unless REPUTATION_DNS_SERVERS is set (no outside traffic by default).
  { name: 'check-ip-reputation', everyMs: 5 * MINUTE, run: (ctx) => runReputationChecks(ctx) },
  { name: 'settle-card-payments', everyMs: MINUTE, run: (ctx) => settleCardPayments(ctx) },
  { name: 'release-due-holds', everyMs: 5 * MINUTE, run: (ctx) => releaseDueHolds(ctx) },
  { name: 'process-due-orders', everyMs: 5 * MINUTE, run: (ctx) => processDueOrders(ctx) },
  // 7 days and 1 day before each renewal (docs/PRODUCT.md "Orders").
  { name: 'send-renewal-reminders', everyMs: 5 * MINUTE, run: (ctx) => sendRenewalReminders(ctx) },
  { name: 'mail-issued-documents', everyMs: MINUTE, run: (ctx) => mailIssuedDocuments(ctx) },
  // Both parties told of each ended lease (docs/PRODUCT.md "Delivering a lease").
  { name: 'announce-lease-endings', everyMs: MINUTE, run: (ctx) => announceLeaseEndings(ctx) },
  {
    name: 'delete-old-idempotency-keys',
    everyMs: HOUR,
    run: (ctx) => deleteOldIdempotencyKeys(ctx, 7 * DAY),
  },
  // Signed webhook POSTs with retries (docs/decisions/197-webhooks.md).
  { name: 'deliver-webhooks', everyMs: MINUTE / 6, run: (ctx) => runWebhookJob(ctx) },
  { name: 'refresh-rpki-vrps', everyMs: RPKI_REFRESH_EVERY_MS, run: (ctx) => refreshRpkiVrps(ctx) },
  { name: 'delete-expired-checkout-holds', everyMs: 5 * MINUTE, run: deleteExpiredCheckoutHolds },
  // Abuse deadlines are hours long: a minute late is the most a reminder waits (docs/PRODUCT.md "Abuse").
  { name: 'abuse-clock', everyMs: MINUTE, run: (ctx) => runAbuseClock(ctx) },
];
