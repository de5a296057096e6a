import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/database';
import { registerWebhookPayload } from '../../accounts/webhooks/webhook-events.service';

/**
 * Registers the builder of bid.outbid's webhook data (docs/PRODUCT.md "Webhooks"): webhooks live in
 * accounts, below auctions, so auctions hands them its builder at start (app.ts, docs/decisions/266).
 * The outbid notification links to its auction; the event carries the auction's current bid and end.
 */
export function registerAuctionWebhooks() {
  registerWebhookPayload('bid.outbid', async (tx, { notification }) => {
    const auctionId = /^\/auction\/([0-9a-f-]{36})$/i.exec(notification.link ?? '')?.[1] ?? null;
    const [auction] = auctionId
      ? await queryRows<{ id: string; current_bid: number | null; end_time: string | Date }>(
          tx,
          sql`SELECT id, current_bid, end_time FROM auctions WHERE id = ${auctionId}`,
        )
      : [];
    return {
      auction: auction
        ? {
            id: auction.id,
            currentBidCents: auction.current_bid === null ? null : Number(auction.current_bid),
            endsAt: new Date(auction.end_time).toISOString(),
          }
        : null,
    };
  });
}
