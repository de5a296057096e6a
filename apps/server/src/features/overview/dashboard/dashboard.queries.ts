import { sql } from 'drizzle-orm';
import { SAVED_LISTINGS_MAX } from '@netlease/shared/saved-listings';

/**
 * The overview's figures, one statement per section: each figure is an aggregate subquery scoped to
 * the signed-in user (or, for the staff and admin queues, to the whole platform), so a section costs
 * one round trip whatever the number of rows behind it.
 */

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** Wallet, leases, tickets and unread items of one user. */
export const accountFiguresQuery = (userId: string, renewalsUntil: Date) => sql`
  SELECT
    coalesce((SELECT w.balance FROM wallets w WHERE w.user_id = ${userId}), 0) AS available_cents,
    coalesce((SELECT w.on_hold_balance FROM wallets w WHERE w.user_id = ${userId}), 0) AS on_hold_cents,
    (SELECT count(*) FROM orders o WHERE o.leaser_id = ${userId} AND o.status = 'active') AS active_leases,
    -- An active order past its renewal date waits for the renewal job: it is due too.
    (SELECT count(*) FROM orders o WHERE o.leaser_id = ${userId} AND o.status = 'active'
      AND o.renewal_date < ${at(renewalsUntil)}) AS renewals_due,
    (SELECT count(*) FROM tickets k WHERE k.opened_by = ${userId}
      AND k.status IN ('open', 'in_progress')) AS open_tickets,
    (SELECT count(*) FROM notifications n WHERE n.user_id = ${userId} AND n.status = 'unread') AS unread_notifications,
    (SELECT count(*) FROM (SELECT 1 FROM saved_listings s WHERE s.user_id = ${userId}
      LIMIT ${SAVED_LISTINGS_MAX}) saved) AS saved_listings,
    unread.messages AS unread_messages,
    unread.conversations AS conversations_with_unread
  FROM (
    -- As the conversation list counts them: the other party's messages since the user last read.
    SELECT count(*) AS messages, count(DISTINCT m.conversation_id) AS conversations
    FROM conversations c
    JOIN conversation_messages m ON m.conversation_id = c.id
    WHERE (c.customer_id = ${userId} OR c.provider_id = ${userId})
      AND m.sender_id <> ${userId}
      AND m.created_at > coalesce(
        CASE WHEN c.customer_id = ${userId} THEN c.customer_read_at ELSE c.provider_read_at END,
        '-infinity'::timestamptz)
  ) unread`;

/** A seller's offers, leased addresses, items in review and this month's share of sales. */
export const sellingFiguresQuery = (userId: string, monthStart: Date, monthEnd: Date) => sql`
  SELECT
    (SELECT count(*) FROM listings l WHERE l.user_id = ${userId} AND l.status = 'active') AS live_listings,
    (SELECT count(*) FROM listings l WHERE l.user_id = ${userId} AND l.status = 'active'
      AND l.units_total > 0 AND l.units_free = 0) AS leased_out_listings,
    -- What is leased is the subnets in status leased (listings, auctions and bundles alike).
    (SELECT coalesce(sum(1::bigint << (32 - masklen(s.subnet))), 0)
      FROM ip_subnets s JOIN ip_blocks b ON b.id = s.ip_block_id
      WHERE b.user_id = ${userId} AND s.status = 'leased' AND family(s.subnet) = 4) AS leased_ipv4_addresses,
    (SELECT count(*) FROM listings l WHERE l.user_id = ${userId} AND l.status = 'pending') AS pending_listings,
    (SELECT count(*) FROM server_packages p WHERE p.user_id = ${userId} AND p.status = 'pending') AS pending_packages,
    (SELECT count(*) FROM ip_blocks b WHERE b.user_id = ${userId} AND b.status = 'pending') AS pending_blocks,
    (SELECT count(*) FROM listings l WHERE l.user_id = ${userId} AND l.status <> 'pending'
      AND l.pending_changes IS NOT NULL)
    + (SELECT count(*) FROM server_packages p WHERE p.user_id = ${userId} AND p.status <> 'pending'
      AND p.pending_changes IS NOT NULL) AS pending_changes,
    (SELECT count(*) FROM auctions a WHERE a.seller_id = ${userId}
      AND a.status = 'pending_approval') AS pending_auctions,
    -- One hold per paid term, for the seller's share (docs/decisions/010-money-ledger.md);
    -- a refund reverses it, so reversed holds are no earnings.
    (SELECT coalesce(sum(h.amount), 0) FROM wallet_holds h WHERE h.user_id = ${userId}
      AND h.status <> 'reversed' AND h.created_at >= ${at(monthStart)}
      AND h.created_at < ${at(monthEnd)}) AS earnings_cents`;

/** The staff queues (open tickets are open or in progress, docs/PRODUCT.md "Support tickets"). */
export const staffFiguresQuery = () => sql`
  SELECT
    (SELECT count(*) FROM kyc_verifications v WHERE v.status = 'pending') AS pending_kyc,
    (SELECT count(*) FROM tickets k WHERE k.status IN ('open', 'in_progress')) AS open_tickets,
    (SELECT count(*) FROM tickets k WHERE k.status IN ('open', 'in_progress')
      AND k.assigned_to IS NULL) AS unassigned_tickets`;

/** What waits for an admin: reviews, payouts and disputes. */
export const adminFiguresQuery = () => sql`
  SELECT
    (SELECT count(*) FROM listings l WHERE l.status = 'pending') AS pending_listings,
    (SELECT count(*) FROM server_packages p WHERE p.status = 'pending') AS pending_packages,
    (SELECT count(*) FROM ip_blocks b WHERE b.status = 'pending') AS pending_blocks,
    (SELECT count(*) FROM listings l WHERE l.status <> 'pending' AND l.pending_changes IS NOT NULL)
    + (SELECT count(*) FROM server_packages p WHERE p.status <> 'pending'
      AND p.pending_changes IS NOT NULL) AS pending_changes,
    (SELECT count(*) FROM auctions a WHERE a.status = 'pending_approval') AS pending_auctions,
    (SELECT count(*) FROM loa_records r WHERE r.status = 'pending') AS pending_loas,
    payouts.requested AS payouts_requested,
    payouts.amount AS payouts_requested_cents,
    (SELECT count(*) FROM orders o WHERE o.status = 'dispute') AS open_disputes
  FROM (SELECT count(*) AS requested, coalesce(sum(amount), 0) AS amount
        FROM payouts WHERE status = 'requested') payouts`;
