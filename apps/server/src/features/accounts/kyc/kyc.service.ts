import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import { canAccess } from '@netlease/shared/roles';
import {
  KYC_MESSAGES,
  kycDocumentPath,
  type KycDocumentKind,
  type KycReviewInput,
  type KycState,
  type KycVerification,
  type PendingKyc,
} from '@netlease/shared/kyc';
import type { Message } from '@netlease/shared/messages';
import { parseCountryCode } from '@netlease/shared/countries';
import { ACCOUNT_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { kycVerifications } from '../../../platform/db/schema/accounts/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { HOUR } from '../../../platform/clock';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { UPLOAD_KINDS, type CheckedFile, type UploadKind } from '../../../platform/storage/checked-upload';
import { notifyUser } from '../notifications/notifications.service';
import { isUuid } from '../../../platform/db/uuid';

/**
 * Refuses (403) a user whose identity is not verified: registering addresses and taking money out
 * need an approved KYC (docs/PRODUCT.md "Accounts"). Reads the row, so a decision takes effect at once.
 */
export async function assertIdentityVerified(db: Executor, userId: string, refusal: Message) {
  const [user] = await db.select({ kycStatus: users.kycStatus }).from(users).where(eq(users.id, userId));
  if (user?.kycStatus !== 'approved') throw new AppError('forbidden', refusal);
}

/**
 * Refuses (403) anyone but a seller whose identity is verified: only they may offer anything, IP
 * blocks and server packages alike (docs/PRODUCT.md "Accounts"). Role and KYC state are read from
 * the row, so a decision takes effect at once.
 */
export async function assertVerifiedSeller(db: Executor, userId: string) {
  const [user] = await db
    .select({ role: users.role, kycStatus: users.kycStatus })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.role !== 'monetizer' || user.kycStatus !== 'approved') {
    throw new AppError('forbidden', KYC_MESSAGES.verifiedSellerRequired);
  }
}

/** What the submit route read from the form: each file already checked by content. */
export interface KycUpload {
  id: CheckedFile | null;
  business: CheckedFile | null;
  /** The country as sent, checked by submitKyc. */
  country: string | null;
}

type VerificationRow = typeof kycVerifications.$inferSelect;

const PENDING_QUEUE_LIMIT = 200;
/** Each submission stores files: a per-account limit keeps storage from being flooded. */
export const KYC_SUBMIT_LIMIT = { max: 10, windowMs: HOUR };

function documentsOf(row: Pick<VerificationRow, 'id' | 'businessDocumentKey'>) {
  return {
    id: kycDocumentPath(row.id, 'id'),
    business: row.businessDocumentKey ? kycDocumentPath(row.id, 'business') : null,
  };
}

function toVerification(row: VerificationRow): KycVerification {
  return {
    id: row.id,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    documents: documentsOf(row),
  };
}

/** Why a user may not send documents now, or null when they may (docs/PRODUCT.md "KYC"). */
function refusalFor(status: SessionUser['kycStatus']): Message | null {
  if (status === 'pending') return KYC_MESSAGES.alreadyPending;
  if (status === 'approved') return KYC_MESSAGES.alreadyApproved;
  if (status === 'flagged') return KYC_MESSAGES.accountFlagged;
  return null;
}

export async function getKycState(ctx: AppContext, userId: string): Promise<KycState> {
  const [user] = await ctx.db.select({ kycStatus: users.kycStatus }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Profile');
  const [latest] = await ctx.db
    .select()
    .from(kycVerifications)
    .where(eq(kycVerifications.userId, userId))
    .orderBy(desc(kycVerifications.createdAt), desc(kycVerifications.submittedAt))
    .limit(1);
  const [rejected] = await ctx.db
    .select({ reason: kycVerifications.rejectionReason })
    .from(kycVerifications)
    .where(and(eq(kycVerifications.userId, userId), eq(kycVerifications.status, 'rejected')))
    .orderBy(desc(kycVerifications.reviewedAt))
    .limit(1);
  return {
    status: user.kycStatus,
    latestRejectionReason: rejected?.reason ?? null,
    latest: latest ? toVerification(latest) : null,
  };
}

/**
 * Stores the documents under server-generated names in the user's own folder, records a pending
 * request and moves the profile to pending, all or nothing.
 */
export async function submitKyc(ctx: AppContext, user: SessionUser, upload: KycUpload): Promise<KycState> {
  if (!upload.id) throw new AppError('bad_request', KYC_MESSAGES.missingDocument);
  const country = parseCountryCode(upload.country);
  if (!country.ok) throw new AppError('bad_request', country.message);
  if (country.value === null) throw new AppError('bad_request', KYC_MESSAGES.missingCountry);
  await enforceRateLimit(ctx.db, ctx.clock, `kyc:submit:${user.id}`, KYC_SUBMIT_LIMIT);
  const [current] = await ctx.db
    .select({ kycStatus: users.kycStatus })
    .from(users)
    .where(eq(users.id, user.id));
  const early = refusalFor(current?.kycStatus ?? 'not_started');
  if (early) throw new AppError('conflict', early);

  const folder = `kyc-${user.id}`;
  const stored: string[] = [];
  try {
    const idKey = await ctx.storage.put(folder, upload.id.kind, upload.id.bytes);
    stored.push(idKey);
    const businessKey = upload.business
      ? await ctx.storage.put(folder, upload.business.kind, upload.business.bytes)
      : null;
    if (businessKey) stored.push(businessKey);

    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      // The row lock makes two submissions from one user queue up; the second sees 'pending'.
      const [locked] = await tx
        .select({ kycStatus: users.kycStatus })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      const refusal = refusalFor(locked?.kycStatus ?? 'not_started');
      if (refusal) throw new AppError('conflict', refusal);
      const [request] = await tx
        .insert(kycVerifications)
        .values({
          userId: user.id,
          status: 'pending',
          idDocumentKey: idKey,
          businessDocumentKey: businessKey,
          country: country.value,
          submittedAt: now,
          createdAt: now,
        })
        .returning({ id: kycVerifications.id });
      await tx.update(users).set({ kycStatus: 'pending', updatedAt: now }).where(eq(users.id, user.id));
      await recordAudit(tx, {
        actorId: user.id,
        action: 'kyc.submitted',
        targetType: 'kyc',
        targetId: request!.id,
        before: { kycStatus: locked?.kycStatus ?? 'not_started' },
        after: { kycStatus: 'pending', hasBusinessDocument: businessKey !== null, country: country.value },
      });
    });
  } catch (error) {
    await Promise.all(stored.map((key) => ctx.storage.remove(key).catch(() => undefined)));
    throw error;
  }
  return getKycState(ctx, user.id);
}

/** A document of a request, for its owner and for staff/admins only; anyone else gets 404. */
export async function readKycDocument(
  ctx: AppContext,
  viewer: SessionUser,
  verificationId: string,
  kind: KycDocumentKind,
): Promise<{ bytes: Buffer; mime: string; filename: string }> {
  if (!isUuid(verificationId)) throw notFound('Document');
  const [row] = await ctx.db.select().from(kycVerifications).where(eq(kycVerifications.id, verificationId));
  if (!row || (row.userId !== viewer.id && !canAccess('staff', viewer.role))) throw notFound('Document');
  const key = kind === 'id' ? row.idDocumentKey : row.businessDocumentKey;
  if (!key) throw notFound('Document');
  const bytes = await ctx.storage.get(key);
  if (!bytes) throw notFound('Document');
  // Identity documents are personal data: every look by someone other than the owner is recorded.
  if (row.userId !== viewer.id) {
    await recordAudit(ctx.db, {
      actorId: viewer.id,
      action: 'kyc.document_viewed',
      targetType: 'kyc',
      targetId: row.id,
      after: { kind },
    });
  }
  const extension = key.slice(key.lastIndexOf('.') + 1) as UploadKind;
  const mime = UPLOAD_KINDS[extension]?.mime ?? 'application/octet-stream';
  return { bytes, mime, filename: `${kind === 'id' ? 'id-proof' : 'business-document'}.${extension}` };
}

/** Staff queue: pending requests, oldest first, with the requester's name and email. */
export async function listPendingVerifications(db: Executor): Promise<PendingKyc[]> {
  const rows = await db
    .select({
      id: kycVerifications.id,
      userId: kycVerifications.userId,
      businessDocumentKey: kycVerifications.businessDocumentKey,
      submittedAt: kycVerifications.submittedAt,
      country: kycVerifications.country,
      name: users.name,
      email: users.email,
      companyName: users.companyName,
      companyAddress: users.companyAddress,
      memberSince: users.createdAt,
    })
    .from(kycVerifications)
    .innerJoin(users, eq(users.id, kycVerifications.userId))
    .where(eq(kycVerifications.status, 'pending'))
    .orderBy(asc(kycVerifications.submittedAt), asc(kycVerifications.id))
    .limit(PENDING_QUEUE_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    country: row.country,
    companyName: row.companyName,
    companyAddress: row.companyAddress,
    memberSince: row.memberSince.toISOString(),
    submittedAt: row.submittedAt.toISOString(),
    documents: documentsOf(row),
  }));
}

export async function countPendingVerifications(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(kycVerifications)
    .where(eq(kycVerifications.status, 'pending'));
  return row?.total ?? 0;
}

const REVIEW_OUTCOMES = {
  approve: { status: 'approved', confirmation: KYC_MESSAGES.approved, audit: 'kyc.approved' },
  reject: { status: 'rejected', confirmation: KYC_MESSAGES.rejected, audit: 'kyc.rejected' },
  flag: { status: 'flagged', confirmation: KYC_MESSAGES.flagged, audit: 'kyc.flagged' },
} as const;

/**
 * Staff decide a pending request: the request and the profile's kyc_status change together, the
 * user is notified and the decision audited (docs/PRODUCT.md "KYC", "Audit log").
 */
export async function reviewKyc(
  ctx: AppContext,
  reviewer: SessionUser,
  verificationId: string,
  input: KycReviewInput,
): Promise<Message> {
  const data = input;
  if (!isUuid(verificationId)) throw notFound('KYC request');
  const outcome = REVIEW_OUTCOMES[data.action];
  const reason = data.action === 'reject' ? (data.reason ?? null) : null;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.id, verificationId))
      .for('update');
    if (!row) throw notFound('KYC request');
    // Separation of duties: a staff member's own identity is checked by someone else.
    if (row.userId === reviewer.id) throw new AppError('forbidden', KYC_MESSAGES.ownRequest);
    if (row.status !== 'pending') throw new AppError('conflict', KYC_MESSAGES.alreadyReviewed);
    await tx
      .update(kycVerifications)
      .set({ status: outcome.status, reviewedBy: reviewer.id, reviewedAt: now, rejectionReason: reason })
      .where(eq(kycVerifications.id, verificationId));
    await tx.update(users).set({ kycStatus: outcome.status, updatedAt: now }).where(eq(users.id, row.userId));
    await notifyUser(tx, row.userId, {
      type: 'kyc',
      ...ACCOUNT_NOTIFICATIONS.kycReviewed(data.action, reason),
      link: '/kyc',
    });
    await recordAudit(tx, {
      actorId: reviewer.id,
      action: outcome.audit,
      targetType: 'kyc',
      targetId: verificationId,
      before: { status: row.status },
      after: { status: outcome.status, rejectionReason: reason },
    });
  });
  return outcome.confirmation;
}
