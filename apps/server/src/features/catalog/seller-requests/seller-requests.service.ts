import { and, asc, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import type { Message } from '@netlease/shared/messages';
import {
  SELLER_REQUEST_MESSAGES,
  SELLER_REQUEST_NOTIFICATION_TYPE,
  SELLER_REQUEST_NOTIFICATIONS,
  type PendingSellerRequest,
  type RejectSellerRequestInput,
  type SellerRequest,
  type SellerRequestInput,
  type SellerStanding,
} from '@netlease/shared/seller-requests';
import { sellerRequestRejected } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { sellerRequests } from '../../../platform/db/schema/catalog/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { DAY } from '../../../platform/clock';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { isUuid } from '../../../platform/db/uuid';

/** A few tries a day are plenty for a person; more is someone filling the admins' queue. */
export const SELLER_REQUEST_LIMIT = { max: 5, windowMs: DAY };
const PENDING_QUEUE_LIMIT = 200;

type SellerRequestRow = typeof sellerRequests.$inferSelect;

function toSellerRequest(row: SellerRequestRow): SellerRequest {
  return {
    id: row.id,
    companyName: row.companyName,
    offering: row.offering,
    description: row.description,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Why this user may not ask to sell now, or null (docs/decisions/170-becoming-a-seller.md): only
 * a leaser may ask, and only with a verified identity (docs/PRODUCT.md "Accounts").
 */
function refusalFor(user: Pick<SessionUser, 'role' | 'kycStatus'>): Message | null {
  if (user.role === 'monetizer') return SELLER_REQUEST_MESSAGES.alreadySeller;
  if (user.role !== 'leaser') return SELLER_REQUEST_MESSAGES.notForStaff;
  if (user.kycStatus !== 'approved') return SELLER_REQUEST_MESSAGES.kycRequired;
  return null;
}

async function findLatestRequest(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(sellerRequests)
    .where(eq(sellerRequests.userId, userId))
    .orderBy(desc(sellerRequests.createdAt), desc(sellerRequests.id))
    .limit(1);
  return row;
}

/** The caller's role, KYC state and latest request: what /become-seller shows. */
export async function getSellerStanding(ctx: AppContext, userId: string): Promise<SellerStanding> {
  const [user] = await ctx.db
    .select({ role: users.role, kycStatus: users.kycStatus })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const latest = await findLatestRequest(ctx.db, userId);
  return {
    role: user.role,
    kycStatus: user.kycStatus,
    latest: latest ? toSellerRequest(latest) : null,
    canRequest: refusalFor(user) === null && latest?.status !== 'pending',
  };
}

/**
 * A leaser asks to become a seller. The user row is locked, so the role and KYC state read are the
 * ones the request is written against, and two submissions queue: the second sees the first
 * pending (a partial unique index is the backstop).
 */
export async function createSellerRequest(
  ctx: AppContext,
  userId: string,
  input: SellerRequestInput,
): Promise<SellerRequest> {
  const data = input;
  // Who may not ask at all hears why at once, without spending a try of the daily limit.
  const [current] = await ctx.db
    .select({ role: users.role, kycStatus: users.kycStatus })
    .from(users)
    .where(eq(users.id, userId));
  const early = current ? refusalFor(current) : null;
  if (early) throw new AppError('forbidden', early);
  await enforceRateLimit(ctx.db, ctx.clock, `seller-request:${userId}`, SELLER_REQUEST_LIMIT);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: users.role, kycStatus: users.kycStatus })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('User');
    const refusal = refusalFor(user);
    if (refusal) throw new AppError('forbidden', refusal);
    const [pending] = await tx
      .select({ id: sellerRequests.id })
      .from(sellerRequests)
      .where(and(eq(sellerRequests.userId, userId), eq(sellerRequests.status, 'pending')));
    if (pending) throw new AppError('conflict', SELLER_REQUEST_MESSAGES.alreadyPending);
    const [row] = await tx
      .insert(sellerRequests)
      .values({
        userId,
        companyName: data.companyName,
        offering: data.offering,
        description: data.description,
        createdAt: ctx.clock.now(),
      })
      .returning();
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.seller_request_submitted',
      targetType: 'user',
      targetId: userId,
      after: { sellerRequestId: row!.id, companyName: data.companyName, offering: data.offering },
    });
    return toSellerRequest(row!);
  });
}

/** The admins' queue: pending requests, oldest first, with who sent them and their KYC state now. */
export async function listPendingSellerRequests(db: Executor): Promise<PendingSellerRequest[]> {
  const rows = await db
    .select({
      request: sellerRequests,
      userName: users.name,
      userEmail: users.email,
      kycStatus: users.kycStatus,
    })
    .from(sellerRequests)
    .innerJoin(users, eq(users.id, sellerRequests.userId))
    .where(eq(sellerRequests.status, 'pending'))
    .orderBy(asc(sellerRequests.createdAt), asc(sellerRequests.id))
    .limit(PENDING_QUEUE_LIMIT);
  return rows.map((row) => ({
    ...toSellerRequest(row.request),
    userId: row.request.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    kycStatus: row.kycStatus,
  }));
}

/** Locks a pending request and its user for a decision, or refuses. */
async function lockPendingRequest(tx: Executor, requestId: string) {
  if (!isUuid(requestId)) throw notFound('Seller request');
  const [request] = await tx
    .select()
    .from(sellerRequests)
    .where(eq(sellerRequests.id, requestId))
    .for('update');
  if (!request) throw notFound('Seller request');
  if (request.status !== 'pending') throw new AppError('conflict', SELLER_REQUEST_MESSAGES.alreadyReviewed);
  const [user] = await tx
    .select({ role: users.role, kycStatus: users.kycStatus, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, request.userId))
    .for('update');
  if (!user) throw notFound('Seller request');
  return { request, user };
}

/**
 * An admin approves: the request and the user's role change together, the user is told, and both
 * the decision and the role change are audited (docs/PRODUCT.md "Audit log"). The role and KYC state are read
 * again under the lock: a user verified when asking may have been flagged since.
 */
export async function approveSellerRequest(ctx: AppContext, adminId: string, requestId: string) {
  await ctx.db.transaction(async (tx) => {
    const { request, user } = await lockPendingRequest(tx, requestId);
    if (user.role !== 'leaser') throw new AppError('conflict', SELLER_REQUEST_MESSAGES.notALeaser);
    if (user.kycStatus !== 'approved') throw new AppError('conflict', SELLER_REQUEST_MESSAGES.notVerified);
    // A suspended account may not trade, so it may not start selling either.
    if (user.suspendedAt) throw new AppError('conflict', SELLER_REQUEST_MESSAGES.suspended);
    const now = ctx.clock.now();
    await tx
      .update(sellerRequests)
      .set({ status: 'approved', reviewedBy: adminId, reviewedAt: now })
      .where(eq(sellerRequests.id, request.id));
    await tx.update(users).set({ role: 'monetizer', updatedAt: now }).where(eq(users.id, request.userId));
    await notifyUser(tx, request.userId, {
      type: SELLER_REQUEST_NOTIFICATION_TYPE,
      title: SELLER_REQUEST_NOTIFICATIONS.approved.title,
      message: SELLER_REQUEST_NOTIFICATIONS.approved.description,
      link: '/my-ip-blocks',
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.seller_request_approved',
      targetType: 'user',
      targetId: request.userId,
      before: { status: 'pending' },
      after: { status: 'approved', sellerRequestId: request.id },
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: request.userId,
      before: { role: user.role },
      after: { role: 'monetizer', sellerRequestId: request.id },
    });
  });
  return SELLER_REQUEST_MESSAGES.approved;
}

/** An admin rejects with a reason, which the user reads; the role does not change. */
export async function rejectSellerRequest(
  ctx: AppContext,
  adminId: string,
  requestId: string,
  input: RejectSellerRequestInput,
) {
  const { reason } = input;
  await ctx.db.transaction(async (tx) => {
    const { request } = await lockPendingRequest(tx, requestId);
    const now = ctx.clock.now();
    await tx
      .update(sellerRequests)
      .set({ status: 'rejected', reviewedBy: adminId, reviewedAt: now, rejectionReason: reason })
      .where(eq(sellerRequests.id, request.id));
    await notifyUser(tx, request.userId, {
      type: SELLER_REQUEST_NOTIFICATION_TYPE,
      ...sellerRequestRejected(reason),
      link: '/become-seller',
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.seller_request_rejected',
      targetType: 'user',
      targetId: request.userId,
      before: { status: 'pending' },
      after: { status: 'rejected', sellerRequestId: request.id, rejectionReason: reason },
    });
  });
  return SELLER_REQUEST_MESSAGES.rejected;
}
