import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  AUCTIONS_TOPIC,
  AUCTION_MESSAGES,
  auctionTopic,
  checkBidAmount,
  endTimeAfterBid,
  isBuyNowOpen,
  type AuctionChangedEvent,
  type BidInput,
} from '@netlease/shared/auctions';
import { formatCents } from '@netlease/shared/format';
import type { Message } from '@netlease/shared/messages';
import { paymentSuccessMessage } from '@netlease/shared/orders';
import type { SessionUser } from '@netlease/shared/auth';
import { userTopic } from '@netlease/shared/notifications';
import { STAFF_MESSAGES } from '@netlease/shared/staff';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor, type Transaction } from '../../../platform/db/database';
import { rowFromJson } from '../../../platform/db/json-rows';
import { runIdempotent } from '../../../platform/payments/idempotency';
import { auctionBids, auctions, ipBlocks } from '../../../platform/db/schema/index';
import { AppError } from '../../../platform/errors';
import { auditRow, recordAudit } from '../../../platform/audit';
import { publishEvents, type LiveEvent } from '../../../platform/realtime/publish-event';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { enqueueWebhookForNotification } from '../../accounts/webhooks/webhooks.service';
import { lockWallets, prepareJournals } from '../../commerce/wallet/ledger.service';
import { assertAllCanTrade, assertCanTrade } from '../../accounts/user-management/user-management.service';
import { auctionLabel, isUuid, type AuctionRow } from './auctions.service';
import {
  auctionOrderTitle,
  createAuctionOrder,
  findFreeBlock,
  heldAmountFor,
  holdJournal,
  releaseBidFunds,
  releaseJournal,
  type BidRow,
} from './auction-money';

/**
 * Locks the auction row (SELECT ... FOR UPDATE): every bid, Buy Now and the close job take this
 * lock first, so they happen one after another and each sees the previous one's result.
 */
export async function lockAuction(tx: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  // No outer join to the leading bid here: under a lock wait, PostgreSQL re-checks the locked row
  // but not the joined one, and a stale leader (or bid count) let concurrent bids collide.
  const [row] = await tx
    .select({ auction: auctions, cidr: sql<string>`${ipBlocks.cidr}::text` })
    .from(auctions)
    .innerJoin(ipBlocks, eq(ipBlocks.id, auctions.ipBlockId))
    .where(eq(auctions.id, id))
    .for('update', { of: auctions });
  return row;
}

/**
 * Locks an auction someone other than its seller may still bid on or buy: a missing or unapproved
 * auction is not found, a closed one has ended, and the seller's own is refused with `ownMessage`.
 */
async function lockOpenAuction(
  tx: Executor,
  auctionId: string,
  now: Date,
  userId: string,
  ownMessage: Message,
) {
  return checkOpenAuction(await lockAuction(tx, auctionId), now, userId, ownMessage);
}

/** lockOpenAuction's checks, on the auction as locked. */
function checkOpenAuction<Row extends { auction: AuctionRow }>(
  row: Row | undefined,
  now: Date,
  userId: string,
  ownMessage: Message,
): Row {
  if (!row || (row.auction.status !== 'live' && row.auction.status !== 'ended')) {
    throw new AppError('not_found', AUCTION_MESSAGES.notFound);
  }
  if (row.auction.status !== 'live' || now >= row.auction.endTime) {
    throw new AppError('conflict', AUCTION_MESSAGES.auctionEnded);
  }
  if (row.auction.sellerId === userId) throw new AppError('forbidden', ownMessage);
  return row;
}

/**
 * lockAuction and findLeadingBid in one round trip (`auction_lock_for_bid`, migration 1901): the
 * bid's path, where each round trip under the lock holds up every other bid on this auction.
 */
async function lockAuctionForBid(tx: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await queryRows<{
    locked: {
      auction: Record<string, unknown>;
      cidr: string;
      leading: Record<string, unknown> | null;
    } | null;
  }>(tx, sql`SELECT auction_lock_for_bid(${id}::uuid) AS locked`);
  const locked = row?.locked;
  if (!locked) return undefined;
  return {
    auction: rowFromJson(auctions, locked.auction),
    cidr: locked.cidr,
    leading: locked.leading ? rowFromJson(auctionBids, locked.leading) : undefined,
  };
}

export async function findLeadingBid(tx: Executor, auction: AuctionRow): Promise<BidRow | undefined> {
  if (!auction.currentBidId) return undefined;
  const [bid] = await tx.select().from(auctionBids).where(eq(auctionBids.id, auction.currentBidId));
  return bid;
}

/** Tells the auction's page and the live list what changed (both topics are public). */
export async function publishAuctionChange(tx: Executor, type: string, event: AuctionChangedEvent) {
  await publishEvents(tx, auctionChangeEvents(type, event));
}

function auctionChangeEvents(type: string, event: AuctionChangedEvent): LiveEvent[] {
  return [
    { topic: auctionTopic(event.auctionId), type, data: event },
    { topic: AUCTIONS_TOPIC, type, data: event },
  ];
}

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
  idempotencyKey?: string,
) {
  // Read without a lock: enough to refuse a clearly low bid and to check the suspensions before the
  // auction's row lock is taken (both are re-checked or stay true under the lock).
  const seen = isUuid(auctionId)
    ? (await ctx.db.select().from(auctions).where(eq(auctions.id, auctionId)))[0]
    : undefined;
  // A repeat with a key goes to its stored answer; the quick lock-free refusal would call it too low.
  if (!idempotencyKey && seen) refuseClearlyLowBid(ctx, bidder, seen, input.amountCents);
  return runIdempotent(
    ctx,
    {
      userId: bidder.id,
      key: idempotencyKey,
      scope: 'bid',
      fingerprint: { auctionId, amountCents: input.amountCents },
    },
    async (tx) => ({ status: 201, body: await writeBid(ctx, tx, bidder, auctionId, input, seen) }),
  );
}

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
 * `auction_place_bid` (migration 1900) and the answer.
 */
function planBid(input: {
  bidder: SessionUser;
  auction: AuctionRow;
  cidr: string;
  previous: BidRow | undefined;
  amountCents: number;
  now: Date;
}) {
  const { bidder, auction, previous, amountCents, now } = input;
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
      label,
      insufficient: AUCTION_MESSAGES.insufficientFunds,
    }),
  ]);
  const holdTransactionId = ledger.posted.at(-1)!.transactionIds[0]!;
  const heldAmount = heldAmountFor(amountCents);
  const endTime = endTimeAfterBid(auction.endTime, now);
  const at = now.toISOString();
  const publicBid = {
    id: bidId,
    bidderId: bidder.id,
    bidderName: bidder.name,
    amount: amountCents,
    bidTime: at,
  };
  const notification = outbid
    ? {
        id: randomUUID(),
        userId: outbid.bidderId,
        type: 'auction_outbid',
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
            // createdAt is the row's, set by the database (see auction_place_bid).
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
      bid: { ...publicBid, isMine: true },
      endTime: endTime.toISOString(),
    },
  };
}

/**
 * Runs `auction_place_bid` (migration 1900) with the plan, under the auction's row lock: one round
 * trip for every write of the bid. Answers whether the outbid bidder has a webhook endpoint for it.
 * Its wallet refusal comes back as the hold's own message (the caller's transaction rolls back).
 */
async function writeBidCore(tx: Transaction, plan: ReturnType<typeof planBid>) {
  try {
    const [row] = await queryRows<{ webhook: boolean }>(
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
  const { auction, cidr, leading } = checkOpenAuction(
    await lockAuctionForBid(tx, auctionId),
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

  const plan = planBid({ bidder, auction, cidr, previous: leading, amountCents: input.amountCents, now });
  // The webhook event the outbid notification stands for, if the bidder has an endpoint (outbox).
  if ((await writeBidCore(tx, plan)) && plan.notification) {
    const { userId, type, title, message, link } = plan.notification;
    await enqueueWebhookForNotification(tx, userId, { type, title, message, link });
  }
  return plan.answer;
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

/**
 * Buy Now: buys the block at the buy-now price right away, while no bid has reached the reserve.
 * Ends the auction, releases any leader's hold, and creates the order as checkout does
 * (price + $5 fee from the buyer's wallet, the seller's 30-day hold).
 */
export async function buyNow(ctx: AppContext, buyer: SessionUser, auctionId: string) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const { auction, cidr } = await lockOpenAuction(
      tx,
      auctionId,
      now,
      buyer.id,
      AUCTION_MESSAGES.ownAuctionBuy,
    );
    await assertCanTrade(tx, buyer.id);
    await assertCanTrade(tx, auction.sellerId, STAFF_MESSAGES.sellerUnavailable);
    if (now < auction.startTime) throw new AppError('conflict', AUCTION_MESSAGES.notStarted);
    if (!isBuyNowOpen(auction)) throw new AppError('conflict', AUCTION_MESSAGES.buyNowUnavailable);

    const previous = await findLeadingBid(tx, auction);
    const userIds = [buyer.id, auction.sellerId, ...(previous ? [previous.bidderId] : [])];
    await lockWallets(tx, userIds);
    const label = auctionLabel(cidr);
    if (previous && previous.holdStatus === 'held') {
      await releaseBidFunds(tx, ctx, previous, { label, reason: 'bought_now' });
    }
    const block = await findFreeBlock(tx, ctx, {
      ipBlockId: auction.ipBlockId,
      cidr,
      leasePeriod: auction.leasePeriod,
    });
    if (!block) throw new AppError('conflict', AUCTION_MESSAGES.blockLeased);
    const created = await createAuctionOrder(tx, ctx, {
      ipBlockId: auction.ipBlockId,
      cidr,
      block,
      buyerId: buyer.id,
      sellerId: auction.sellerId,
      price: auction.buyNowPrice!,
      leasePeriod: auction.leasePeriod,
      actorId: buyer.id,
    });
    await tx
      .update(auctions)
      .set({
        status: 'ended',
        outcome: 'bought_now',
        winnerId: buyer.id,
        orderId: created.orderId,
        endedAt: now,
        updatedAt: now,
      })
      .where(and(eq(auctions.id, auctionId), eq(auctions.status, 'live')));
    const title = auctionOrderTitle(cidr);
    await notifyUser(tx, buyer.id, {
      type: 'order_created',
      title: 'Payment successful',
      message: `Your order for ${title} has been confirmed.`,
      link: '/orders',
    });
    await notifyUser(tx, auction.sellerId, {
      type: 'auction_sold',
      title: 'Auction sold',
      message: `${buyer.name} bought ${cidr} with Buy Now for ${formatCents(auction.buyNowPrice!)}.`,
      link: '/orders',
    });
    if (previous && previous.bidderId !== buyer.id) {
      await notifyUser(tx, previous.bidderId, {
        type: 'auction_ended',
        title: 'Auction ended',
        message: `${cidr} was bought with Buy Now. Your held funds are available again.`,
        link: `/auction/${auctionId}`,
      });
    }
    await recordAudit(tx, {
      actorId: buyer.id,
      action: 'auction.bought_now',
      targetType: 'auction',
      targetId: auctionId,
      before: { status: auction.status },
      after: { status: 'ended', orderId: created.orderId, price: auction.buyNowPrice },
    });
    await publishAuctionChange(tx, 'auction.ended', {
      auctionId,
      currentBid: auction.currentBid,
      bidCount: auction.bidCount,
      endTime: auction.endTime.toISOString(),
      status: 'ended',
      bid: null,
    });
    const done = paymentSuccessMessage(title);
    return { title: done.title, message: done.description, orderId: created.orderId };
  });
}
