import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  AUCTION_MESSAGES,
  OWN_BIDDER_LABEL,
  bidderLabel,
  checkBidAmount,
  endTimeAfterBid,
  type BidInput,
} from '@netlease/shared/auctions';
import { formatCents } from '@netlease/shared/format';
import type { SessionUser } from '@netlease/shared/auth';
import { userTopic } from '@netlease/shared/notifications';
import { STAFF_MESSAGES } from '@netlease/shared/staff';
import type { AppContext } from '../../../platform/app-context';
import type { Transaction } from '../../../platform/db/database';
import { preparedQuery, queryPreparedRows } from '../../../platform/db/prepared';
import { isUuid } from '../../../platform/db/uuid';
import { withoutKey, type Once } from '../../../platform/payments/idempotency';
import { auctions } from '../../../platform/db/schema/auctions/index';
import { AppError } from '../../../platform/errors';
import { auditRow } from '../../../platform/audit';
import {
  enqueueWebhooksForNotifications,
  readWebhookSubscriptions,
} from '../../accounts/webhooks/webhook-events.service';
import { prepareJournals } from '../../commerce/wallet/ledger.service';
import { assertAllCanTrade, assertCanTrade } from '../../accounts/user-management/user-management.service';
import { auctionLabel, type AuctionRow } from './auctions.service';
import { heldAmountFor, holdJournal, releaseJournal, type BidRow } from './auction-money';
import { taxRateOfBuyer } from '../../commerce/invoices/invoice-documents.service';
import { checkOpenAuction, lockAuctionForBid } from './auction-locks';
import { auctionChangeEvents } from './auction-events';

/** The auction as committed, without a lock: prepared (docs/decisions/281). */
const auctionById = preparedQuery((db) =>
  db
    .select()
    .from(auctions)
    .where(eq(auctions.id, sql.placeholder('id'))),
);

/**
 * A bid (docs/PRODUCT.md "Bidding"), under the auction's row lock in one transaction: check the amount
 * against the leading bid, release the previous leader's hold (and tell them), hold the new bid plus fee
 * in the bidder's wallet, insert the bid, apply soft close, and push the change live.
 */
export async function placeBid(
  ctx: AppContext,
  bidder: SessionUser,
  auctionId: string,
  input: BidInput,
  once: Once<PlacedBid> = withoutKey(ctx.db),
): Promise<PlacedBid> {
  // Read without a lock: enough to refuse a clearly low bid and to check the suspensions before the
  // auction's row lock is taken (both are re-checked or stay true under the lock).
  const seen = isUuid(auctionId) ? (await auctionById(ctx.db, { id: auctionId }))[0] : undefined;
  // A repeat with a key goes to its stored answer; the quick lock-free refusal would call it too low.
  if (!once.key && seen) refuseClearlyLowBid(ctx, bidder, seen, input.amountCents);
  return once.run({ auctionId, amountCents: input.amountCents }, async (tx) =>
    writeBid(ctx, tx, bidder, auctionId, input, seen),
  );
}

/** What a bid answers (see `writeBid`). */
export type PlacedBid = Awaited<ReturnType<typeof writeBid>>;

/** Whether the locked checks would get as far as the suspension checks (open, started, not own). */
function reachesTradeChecks(auction: AuctionRow, bidderId: string, now: Date) {
  return (
    auction.status === 'live' &&
    now < auction.endTime &&
    now >= auction.startTime &&
    auction.sellerId !== bidderId
  );
}

/**
 * Everything a valid bid writes, computed from the auction and its leading bid as read: the
 * previous leader's release and the new hold (one ledger statement), the bid row, the auction's new
 * state, the outbid notification, the live events and the audit row. The argument of
 * `auction_place_bid` (migrations 1900 and 2210) and the answer.
 */
function planBid(input: {
  bidder: SessionUser;
  auction: AuctionRow;
  cidr: string;
  previous: BidRow | undefined;
  bidderNumber: number;
  amountCents: number;
  taxRateBasisPoints: number;
  now: Date;
}) {
  const { bidder, auction, previous, amountCents, now, bidderNumber, taxRateBasisPoints } = input;
  const auctionId = auction.id;
  const outbid = previous && previous.bidderId !== bidder.id ? previous : undefined;
  const label = auctionLabel(input.cidr);
  const released = previous && previous.holdStatus === 'held' ? previous : undefined;
  const bidId = randomUUID();
  const bidNumber = auction.bidCount + 1;
  const ledger = prepareJournals({ now: () => now }, [
    ...(released ? [releaseJournal(released, { label, reason: 'outbid' })] : []),
    holdJournal({
      bidId,
      bidderId: bidder.id,
      bidAmount: amountCents,
      taxRateBasisPoints,
      label,
      insufficient: AUCTION_MESSAGES.insufficientFunds,
    }),
  ]);
  const holdTransactionId = ledger.posted.at(-1)!.transactionIds[0]!;
  const heldAmount = heldAmountFor(amountCents, taxRateBasisPoints);
  const endTime = endTimeAfterBid(auction.endTime, now);
  const at = now.toISOString();
  // The live topics are public: the bidder is named by number, never by id or name (docs/PRODUCT.md
  // "Bidding"); the bidder knows the number as theirs from their own answer and the auction's page.
  const publicBid = {
    id: bidId,
    bidderNumber,
    bidderName: bidderLabel(bidderNumber),
    amount: amountCents,
    bidTime: at,
  };
  const notification = outbid
    ? {
        id: randomUUID(),
        userId: outbid.bidderId,
        type: 'auction_outbid' as const,
        title: 'You have been outbid',
        message: `A bid of ${formatCents(amountCents)} beat yours on ${label}. Your held funds are available again.`,
        link: `/auction/${auctionId}`,
      }
    : undefined;
  const events = [
    ...(notification
      ? [
          {
            topic: userTopic(notification.userId),
            type: 'notification.created',
            // createdAt is the row's, set by the database (see notify_users, migration 2210).
            data: {
              id: notification.id,
              type: notification.type,
              title: notification.title,
              message: notification.message,
              link: notification.link,
              status: 'unread',
              readAt: null,
              createdAt: '',
            },
            notification_id: notification.id,
          },
        ]
      : []),
    ...auctionChangeEvents('auction.bid', {
      auctionId,
      currentBid: amountCents,
      bidCount: bidNumber,
      endTime: endTime.toISOString(),
      status: 'live',
      bid: publicBid,
    }),
  ];
  return {
    outbid,
    notification,
    ledger,
    core: {
      released: released ? { id: released.id, hold_transaction_id: released.holdTransactionId } : null,
      ledger: ledger.ledger,
      bid: {
        id: bidId,
        auction_id: auctionId,
        bidder_id: bidder.id,
        bid_amount: amountCents,
        bid_number: bidNumber,
        held_amount: heldAmount,
        hold_transaction_id: holdTransactionId,
        bid_time: at,
        end_time: endTime.toISOString(),
      },
      notifications: notification
        ? [
            {
              id: notification.id,
              user_id: notification.userId,
              type: notification.type,
              title: notification.title,
              message: notification.message,
              link: notification.link,
            },
          ]
        : [],
      events,
      audit: auditRow({
        actorId: bidder.id,
        action: 'auction.bid_placed',
        targetType: 'auction',
        targetId: auctionId,
        before: { currentBid: auction.currentBid, endTime: auction.endTime.toISOString() },
        after: { bidId, amount: amountCents, held: heldAmount, endTime: endTime.toISOString() },
      }),
    },
    answer: {
      title: AUCTION_MESSAGES.bidPlaced.title,
      message: AUCTION_MESSAGES.bidPlaced.description,
      bid: { ...publicBid, bidderName: OWN_BIDDER_LABEL, isMine: true },
      endTime: endTime.toISOString(),
    },
  };
}

/**
 * Runs `auction_place_bid` (migrations 1900 and 2210) with the plan, under the auction's row lock: one round
 * trip for every write of the bid. Answers whether the outbid bidder has a webhook endpoint for it.
 * Its wallet refusal comes back as the hold's own message (the caller's transaction rolls back).
 */
async function writeBidCore(tx: Transaction, plan: ReturnType<typeof planBid>) {
  try {
    const [row] = await queryPreparedRows<{ webhook: boolean }>(
      tx,
      sql`SELECT auction_place_bid(${JSON.stringify(plan.core)}::jsonb) AS webhook`,
    );
    return row!.webhook;
  } catch (error) {
    const short = insufficientWallet(error);
    if (short) throw plan.ledger.insufficient(short);
    throw error;
  }
}

/** The user id of auction_place_bid's 'ledger_insufficient_funds' error, wherever the driver put it. */
function insufficientWallet(error: unknown): string | undefined {
  for (
    let current = error as { message?: string; detail?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as never
  ) {
    if (current.message === 'ledger_insufficient_funds' && current.detail) return current.detail;
  }
  return undefined;
}

/**
 * The bid under the auction's row lock taken first (docs/decisions/050-auctions.md): every check in
 * its documented order, then the same one-statement write as the usual way (it cannot find the
 * auction changed, the lock is held).
 */
async function writeBid(
  ctx: AppContext,
  tx: Transaction,
  bidder: SessionUser,
  auctionId: string,
  input: BidInput,
  seen: AuctionRow | undefined,
) {
  const now = ctx.clock.now();
  // Neither a suspended bidder nor a suspended seller trades (docs/decisions/160 "Suspension"). The
  // checks hold share locks on the two users until commit; taken before the auction's lock when the
  // unlocked read says the bid gets that far, else at their place below (same answer either way).
  const checkedEarly = seen !== undefined && reachesTradeChecks(seen, bidder.id, now);
  if (checkedEarly) {
    await assertAllCanTrade(tx, [
      { userId: bidder.id },
      { userId: seen.sellerId, refusal: STAFF_MESSAGES.sellerUnavailable },
    ]);
  }
  // Bidding needs billing details: the hold covers the VAT the order will charge. Read before the
  // auction's lock, which it does not depend on; a refusal keeps its place among the checks below.
  const taxRate = await outcomeOf(taxRateOfBuyer(tx, ctx, bidder.id, 'refuse'));
  const { auction, cidr, held } = checkOpenAuction(
    await lockAuctionForBid(tx, auctionId, bidder.id, input.amountCents),
    now,
    bidder.id,
    AUCTION_MESSAGES.ownAuction,
  );
  if (!checkedEarly) {
    await assertCanTrade(tx, bidder.id);
    await assertCanTrade(tx, auction.sellerId, STAFF_MESSAGES.sellerUnavailable);
  }
  if (now < auction.startTime) throw new AppError('conflict', AUCTION_MESSAGES.notStarted);
  const checked = checkBidAmount(auction, input.amountCents);
  if (!checked.ok) throw new AppError('unprocessable', checked.message);
  // The lock was let go only for an amount the current bid beats, which the check above refuses.
  if (!held) throw new Error(`auction ${auctionId}: the lock was let go for a bid the checks accept`);
  if (!taxRate.ok) throw taxRate.error;

  const plan = planBid({
    bidder,
    auction,
    cidr,
    previous: held.leading,
    bidderNumber: held.bidderNumber,
    amountCents: input.amountCents,
    taxRateBasisPoints: taxRate.value,
    now,
  });
  // The webhook event the outbid notification stands for, if the bidder has an endpoint (outbox).
  if ((await writeBidCore(tx, plan)) && plan.notification) {
    const { userId, type, title, message, link } = plan.notification;
    await enqueueWebhooksForNotifications(
      tx,
      [{ userId, type, title, message, link }],
      await readWebhookSubscriptions(tx, [userId]),
    );
  }
  return plan.answer;
}

/**
 * A refusal (AppError) kept for its place among later checks; any other failure (the database's)
 * goes on at once, as the transaction cannot continue after it.
 */
async function outcomeOf<T>(
  pending: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: AppError }> {
  try {
    return { ok: true, value: await pending };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

/**
 * Bids only go up, so a bid that is too low against the committed current bid is still too low under
 * the lock: refuse it without queueing for the auction's row lock, which the accepted bids need.
 * The same answer the locked check would give (it only runs when the auction is open to this bidder).
 */
function refuseClearlyLowBid(ctx: AppContext, bidder: SessionUser, auction: AuctionRow, amountCents: number) {
  if (!reachesTradeChecks(auction, bidder.id, ctx.clock.now())) return;
  const checked = checkBidAmount(auction, amountCents);
  if (!checked.ok) throw new AppError('unprocessable', checked.message);
}
