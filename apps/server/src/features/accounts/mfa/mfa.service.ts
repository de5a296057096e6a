import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { SessionUser } from '@netlease/shared/auth';
import {
  isTotpCode,
  MFA_ISSUER,
  MFA_MESSAGES,
  MFA_PERIOD_SECONDS,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  type MfaEnabled,
  type MfaEnrollment,
  type MfaStatus,
} from '@netlease/shared/mfa';
import type { Message } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { mfaRecoveryCodes, userMfaFactors } from '../../../platform/db/schema/accounts/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { createSession, deleteSession } from '../../../platform/auth/sessions';
import { beginCodeAttempt, type CodeKind } from './mfa-limits';
import { findSessionUser, sessionSettings } from '../accounts/accounts.service';

/** One step either side of now: clocks of phones drift, and a code typed at :29 arrives at :31. */
const EPOCH_TOLERANCE_SECONDS = MFA_PERIOD_SECONDS;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

function createRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a typed code is: an authenticator code, a recovery code, or neither (it can never work). */
function kindOfCode(code: string): CodeKind | null {
  const trimmed = code.trim();
  if (isTotpCode(trimmed)) return 'totp';
  return RECOVERY_CODE_SHAPE.test(normalizeRecoveryCode(trimmed)) ? 'recovery' : null;
}
const RECOVERY_CODE_SHAPE = new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`);

/**
 * Runs `check` (which throws an AppError for a wrong code) under the code limits of its source
 * (docs/PRODUCT.md "Multi-factor sign-in"); a code that can never work is refused without counting.
 */
async function withCodeAttempt<T>(
  ctx: AppContext,
  source: { userId: string; ip: string },
  code: string,
  kinds: CodeKind[],
  failure: Message,
  check: (kind: CodeKind) => Promise<T>,
): Promise<T> {
  const kind = kindOfCode(code);
  if (!kind || !kinds.includes(kind)) throw new AppError('bad_request', failure);
  const attempt = await beginCodeAttempt(ctx, source.userId, source.ip, kind);
  let result: T;
  try {
    result = await check(kind);
  } catch (error) {
    if (error instanceof AppError && error.code === 'bad_request') await attempt.failed();
    throw error;
  }
  await attempt.succeeded();
  return result;
}

async function lockFactor(tx: Executor, userId: string) {
  const [factor] = await tx
    .select()
    .from(userMfaFactors)
    .where(eq(userMfaFactors.userId, userId))
    .for('update');
  return factor;
}

/**
 * Checks a TOTP code against the factor and spends it: its time-step becomes the last used one, so
 * the same code (or an older one) is refused from then on. Returns false for a wrong or spent code.
 */
async function spendTotpCode(
  ctx: AppContext,
  tx: Executor,
  factor: typeof userMfaFactors.$inferSelect,
  code: string,
): Promise<boolean> {
  if (!isTotpCode(code)) return false;
  const result = await verify({
    secret: factor.secret,
    token: code,
    epoch: Math.floor(ctx.clock.now().getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(factor.lastUsedStep != null ? { afterTimeStep: factor.lastUsedStep } : {}),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  await tx
    .update(userMfaFactors)
    .set({ lastUsedStep: result.timeStep, updatedAt: ctx.clock.now() })
    .where(eq(userMfaFactors.userId, factor.userId));
  return true;
}

async function spendRecoveryCode(ctx: AppContext, tx: Executor, userId: string, code: string) {
  const spent = await tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length > 0;
}

/**
 * Whether `code` is one of the user's recovery codes that was spent before. Spent codes stay in the
 * table, marked with `used_at` (docs/decisions/070-trust-mfa-asns-loas-reputation.md), so this can
 * be told; it reveals nothing to a guesser, who would need a 50-bit code that once was valid.
 */
async function isSpentRecoveryCode(tx: Executor, userId: string, code: string) {
  const [row] = await tx
    .select({ id: mfaRecoveryCodes.id })
    .from(mfaRecoveryCodes)
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNotNull(mfaRecoveryCodes.usedAt),
      ),
    );
  return row !== undefined;
}

/**
 * A current TOTP code or an unused recovery code; which one it was, or throws `refusal.failure`
 * (`refusal.spent` for a recovery code used before, so the user knows to take another one).
 */
async function spendSecondFactor(
  ctx: AppContext,
  tx: Executor,
  factor: typeof userMfaFactors.$inferSelect,
  code: string,
  kind: CodeKind,
  refusal: { failure: Message; spent: Message },
): Promise<CodeKind> {
  const trimmed = code.trim();
  if (kind === 'totp') {
    if (await spendTotpCode(ctx, tx, factor, trimmed)) return 'totp';
  } else {
    if (await spendRecoveryCode(ctx, tx, factor.userId, trimmed)) return 'recovery';
    if (await isSpentRecoveryCode(tx, factor.userId, trimmed))
      throw new AppError('bad_request', refusal.spent);
  }
  throw new AppError('bad_request', refusal.failure);
}

export async function getMfaStatus(ctx: AppContext, userId: string): Promise<MfaStatus> {
  const [factor] = await ctx.db.select().from(userMfaFactors).where(eq(userMfaFactors.userId, userId));
  const [left] = await ctx.db
    .select({ value: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  const enabled = factor?.status === 'enabled';
  return {
    enabled,
    enabledAt: enabled ? (factor.enabledAt?.toISOString() ?? null) : null,
    recoveryCodesLeft: enabled ? (left?.value ?? 0) : 0,
  };
}

/**
 * Starts (or restarts) enrollment with a fresh secret. The secret leaves the server in this answer
 * only, as the QR image and as text for typing into an app; nothing changes for sign-in until
 * the user proves with a code that the app has it.
 */
export async function startEnrollment(ctx: AppContext, user: SessionUser): Promise<MfaEnrollment> {
  const secret = generateSecret();
  const now = ctx.clock.now();
  const rows = await ctx.db
    .insert(userMfaFactors)
    .values({ userId: user.id, secret, status: 'enrolling', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userMfaFactors.userId,
      set: { secret, lastUsedStep: null, updatedAt: now },
      // An enabled factor is only replaced by disabling it first (which needs a code).
      setWhere: eq(userMfaFactors.status, 'enrolling'),
    })
    .returning({ userId: userMfaFactors.userId });
  if (rows.length === 0) throw new AppError('conflict', MFA_MESSAGES.alreadyEnabled);
  const otpauthUrl = generateURI({ issuer: MFA_ISSUER, label: user.email, secret });
  // Loaded when someone first sets up MFA, not at start (docs/decisions/278).
  const { default: QRCode } = await import('qrcode');
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { qrDataUrl, secret, otpauthUrl };
}

/** Confirms enrollment with a code from the app; turns MFA on and hands out the recovery codes once. */
export async function confirmEnrollment(
  ctx: AppContext,
  userId: string,
  code: string,
  meta: { ip: string },
): Promise<MfaEnabled> {
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
  const source = { userId, ip: meta.ip };
  const failure = MFA_MESSAGES.verificationFailed;
  await withCodeAttempt(ctx, source, code, ['totp'], failure, () =>
    ctx.db.transaction(async (tx) => {
      const factor = await lockFactor(tx, userId);
      if (!factor) throw new AppError('bad_request', MFA_MESSAGES.notEnrolling);
      if (factor.status === 'enabled') throw new AppError('conflict', MFA_MESSAGES.alreadyEnabled);
      if (!(await spendTotpCode(ctx, tx, factor, code.trim()))) {
        throw new AppError('bad_request', MFA_MESSAGES.verificationFailed);
      }
      const now = ctx.clock.now();
      await tx
        .update(userMfaFactors)
        .set({ status: 'enabled', enabledAt: now, updatedAt: now })
        .where(eq(userMfaFactors.userId, userId));
      await tx.update(users).set({ mfaEnabled: true, updatedAt: now }).where(eq(users.id, userId));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      await tx
        .insert(mfaRecoveryCodes)
        .values(recoveryCodes.map((recovery) => ({ userId, codeHash: hashRecoveryCode(recovery) })));
      await recordAudit(tx, {
        actorId: userId,
        action: 'user.mfa_enabled',
        targetType: 'user',
        targetId: userId,
      });
    }),
  );
  return { title: MFA_MESSAGES.enabled.title, message: MFA_MESSAGES.enabled.description, recoveryCodes };
}

/** Turns MFA off; needs a current code (or a recovery code, for someone who lost the phone). */
export async function disableMfa(ctx: AppContext, userId: string, code: string, meta: { ip: string }) {
  const source = { userId, ip: meta.ip };
  const failure = MFA_MESSAGES.disableFailed;
  await withCodeAttempt(ctx, source, code, ['totp', 'recovery'], failure, (kind) =>
    ctx.db.transaction(async (tx) => {
      const factor = await lockFactor(tx, userId);
      if (factor?.status !== 'enabled') throw new AppError('bad_request', MFA_MESSAGES.notEnabled);
      await spendSecondFactor(ctx, tx, factor, code, kind, {
        failure: MFA_MESSAGES.disableFailed,
        spent: MFA_MESSAGES.disableRecoveryCodeUsed,
      });
      await tx.delete(userMfaFactors).where(eq(userMfaFactors.userId, userId));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      await tx
        .update(users)
        .set({ mfaEnabled: false, updatedAt: ctx.clock.now() })
        .where(eq(users.id, userId));
      await recordAudit(tx, {
        actorId: userId,
        action: 'user.mfa_disabled',
        targetType: 'user',
        targetId: userId,
      });
    }),
  );
}

export interface MfaSignInResult {
  token: string;
  user: SessionUser;
  usedRecoveryCode: boolean;
}

/**
 * The second step of a sign-in: a valid code turns the waiting (mfa_pending) session into a full
 * one under a NEW id, and the waiting session is deleted, so its cookie can never be promoted.
 */
export async function completeSignIn(
  ctx: AppContext,
  pending: { userId: string; sessionIdHash: string },
  code: string,
  meta: { ip: string; userAgent?: string },
): Promise<MfaSignInResult> {
  const source = { userId: pending.userId, ip: meta.ip };
  const failure = MFA_MESSAGES.verificationFailed;
  return withCodeAttempt(ctx, source, code, ['totp', 'recovery'], failure, (codeKind) =>
    ctx.db.transaction(async (tx) => {
      const factor = await lockFactor(tx, pending.userId);
      // A pending session without a factor cannot happen through the API; refuse rather than wave it on.
      if (factor?.status !== 'enabled') throw new AppError('unauthorized', MFA_MESSAGES.challengeFailed);
      const kind = await spendSecondFactor(ctx, tx, factor, code, codeKind, {
        failure: MFA_MESSAGES.verificationFailed,
        spent: MFA_MESSAGES.recoveryCodeUsed,
      });
      await deleteSession(tx, pending.sessionIdHash);
      const token = await createSession(tx, ctx.clock, sessionSettings(ctx), {
        userId: pending.userId,
        mfaPending: false,
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
      });
      const user = await findSessionUser(tx, pending.userId);
      if (!user) throw new AppError('unauthorized', MFA_MESSAGES.challengeFailed);
      return { token, user, usedRecoveryCode: kind === 'recovery' };
    }),
  );
}
