import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  changePasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from '@netlease/shared/auth';
import { ACCOUNT_MESSAGES, type SessionUser } from '@netlease/shared/auth';
import { MESSAGES } from '@netlease/shared/messages';
import { STAFF_MESSAGES } from '@netlease/shared/staff';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { AppError, notFound } from '../../../platform/errors';
import { getDummyHash, hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  sessionUserColumns,
  toSessionUser,
} from '../../../platform/auth/sessions';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { recordAudit } from '../../../platform/audit';
import { HOUR } from '../../../platform/clock';
import { beginCurrentPasswordAttempt, beginSignInAttempt } from './sign-in-limits';
import {
  checkEmailToken,
  consumeEmailToken,
  findUserByEmail,
  issueEmailToken,
  link,
  revokeEmailTokens,
} from './email-links';

/**
 * Per-address limits are applied by the routes (config.rateLimit); per-account ones here. Sign-in
 * has its own failure-counting limits (sign-in-limits.ts, decision 003).
 */
export const RATE_LIMITS = {
  registerPerAddress: { name: 'register', max: 10, windowMs: HOUR },
  mailPerAddress: { name: 'mail', max: 10, windowMs: HOUR },
  mailPerAccount: { max: 3, windowMs: HOUR },
  resetPasswordPerAddress: { name: 'reset-password', max: 10, windowMs: HOUR },
};

async function sendVerificationMail(ctx: AppContext, user: { id: string; email: string; name: string }) {
  const token = await ctx.db.transaction((tx) =>
    issueEmailToken(ctx, tx, user.id, 'verify_email', user.email),
  );
  await ctx.mailer.send({
    to: user.email,
    subject: 'Verify your Netlease account',
    text: `Hello ${user.name},\n\nConfirm your email address to finish creating your Netlease account:\n${link(ctx, `/verify-email?token=${token}`)}\n\nThe link works for 24 hours.`,
  });
}

export async function registerUser(ctx: AppContext, input: z.input<typeof registerInputSchema>) {
  const data = input;
  if (await findUserByEmail(ctx.db, data.email)) throw new AppError('conflict', MESSAGES.emailTaken);
  const passwordHash = await hashPassword(data.password);
  const inserted = await ctx.db
    .insert(users)
    // The schema admits only the terms version in force (docs/PRODUCT.md "Legal pages").
    .values({
      email: data.email,
      name: data.name,
      passwordHash,
      role: 'leaser',
      termsVersion: data.termsVersion,
      termsAcceptedAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, name: users.name });
  const user = inserted[0];
  // Two sign-ups racing for one address: the unique index lets only one through.
  if (!user) throw new AppError('conflict', MESSAGES.emailTaken);
  await sendVerificationMail(ctx, user);
  return user;
}

export async function verifyEmail(ctx: AppContext, token: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(ctx, tx, token, 'verify_email');
    await tx.update(users).set({ emailVerifiedAt: ctx.clock.now() }).where(eq(users.id, row.userId));
  });
}

export async function resendVerification(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerifiedAt) return;
  await enforceRateLimit(ctx.db, ctx.clock, `mail:account:${user.id}`, RATE_LIMITS.mailPerAccount);
  await sendVerificationMail(ctx, user);
}

export interface SignInResult {
  token: string;
  user: SessionUser;
  mfaRequired: boolean;
  isFirstSignIn: boolean;
}

export async function signIn(
  ctx: AppContext,
  input: z.input<typeof loginInputSchema>,
  meta: { ip: string; userAgent?: string },
): Promise<SignInResult> {
  const data = input;
  const attempt = await beginSignInAttempt(ctx, data.email, meta.ip);
  const user = await findUserByEmail(ctx.db, data.email);
  const isValid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), data.password);
  if (!user || !isValid) {
    await attempt.failed();
    throw new AppError('unauthorized', MESSAGES.signInFailed);
  }
  await attempt.succeeded();
  if (!user.emailVerifiedAt) {
    await resendVerification(ctx, user.email).catch(() => undefined);
    throw new AppError('forbidden', MESSAGES.emailNotVerified);
  }
  // Said only after the right password, like the unverified case (docs/decisions/160 "Suspension").
  if (user.suspendedAt) throw new AppError('forbidden', STAFF_MESSAGES.accountSuspended);
  const token = await createSession(ctx.db, ctx.clock, sessionSettings(ctx), {
    userId: user.id,
    mfaPending: user.mfaEnabled,
    ipAddress: meta.ip,
    userAgent: meta.userAgent,
  });
  return {
    token,
    mfaRequired: user.mfaEnabled,
    user: toSessionUser(user),
    isFirstSignIn: await markFirstSignIn(ctx, user.id),
  };
}

/**
 * Records the account's first sign-in; true when this is it ('Welcome!' rather than 'Welcome back!',
 * docs/PRODUCT.md "Sign-up and sign-in"). Conditional, so two sign-ins at once see one first.
 */
async function markFirstSignIn(ctx: AppContext, userId: string): Promise<boolean> {
  const marked = await ctx.db
    .update(users)
    .set({ firstSignedInAt: ctx.clock.now() })
    .where(and(eq(users.id, userId), isNull(users.firstSignedInAt)))
    .returning({ id: users.id });
  return marked.length > 0;
}

export function sessionSettings(ctx: AppContext) {
  return { idleMinutes: ctx.env.SESSION_IDLE_MINUTES, maxDays: ctx.env.SESSION_MAX_DAYS };
}

export async function signOut(ctx: AppContext, sessionIdHash: string | null) {
  if (sessionIdHash) await ctx.db.transaction((tx) => deleteSession(tx, sessionIdHash));
}

/** Ends every session of the user; their open live streams close on every instance too. */
export async function signOutEverywhere(ctx: AppContext, userId: string) {
  await ctx.db.transaction((tx) => deleteUserSessions(tx, userId));
}

export async function requestPasswordReset(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  // The answer is the same whether or not the account exists, so the form reveals nothing.
  if (!user) return;
  await enforceRateLimit(ctx.db, ctx.clock, `mail:account:${user.id}`, RATE_LIMITS.mailPerAccount);
  const token = await ctx.db.transaction((tx) =>
    issueEmailToken(ctx, tx, user.id, 'reset_password', user.email),
  );
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Netlease password',
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Netlease account. If it was you, choose a new password here:\n${link(ctx, `/reset-password?token=${token}`)}\n\nThe link works for one hour. If it was not you, ignore this email.`,
  });
}

export async function resetPassword(ctx: AppContext, input: z.input<typeof resetPasswordInputSchema>) {
  const data = input;
  // The link first: a guessed or spent one costs no password hashing (docs/PRODUCT.md "Passwords and
  // mailed links"). It is spent below, so two resets racing with one link still change it once.
  await checkEmailToken(ctx, ctx.db, data.token, 'reset_password');
  const passwordHash = await hashPassword(data.password);
  await ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(ctx, tx, data.token, 'reset_password');
    // Reaching the mailbox proves the address, so a reset also verifies it.
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: ctx.clock.now(),
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        // Its confirmation link is revoked below, so no email change stays pending.
        pendingEmail: null,
      })
      .where(eq(users.id, row.userId));
    await revokeEmailTokens(ctx, tx, row.userId, ['reset_password', 'change_email']);
    await deleteUserSessions(tx, row.userId);
    // Who changed a password and how is a security record (docs/PRODUCT.md "Audit log"); never the password.
    await recordAudit(tx, {
      actorId: row.userId,
      action: 'user.password_reset',
      targetType: 'user',
      targetId: row.userId,
      after: { by: 'emailed_link', sessionsEnded: 'all' },
    });
  });
}

export async function changePassword(
  ctx: AppContext,
  userId: string,
  keepSessionHash: string | null,
  input: z.input<typeof changePasswordInputSchema>,
) {
  const data = input;
  await confirmCurrentPassword(ctx, userId, data.currentPassword);
  const passwordHash = await hashPassword(data.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, pendingEmail: null, updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId));
    await revokeEmailTokens(ctx, tx, userId, ['reset_password', 'change_email']);
    // Other devices signed in with the old password are signed out; this one stays.
    await deleteUserSessions(tx, userId, keepSessionHash);
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.password_changed',
      targetType: 'user',
      targetId: userId,
      after: { by: 'current_password', sessionsEnded: 'others' },
    });
  });
}

export async function findSessionUser(db: Executor, userId: string): Promise<SessionUser | undefined> {
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, userId));
  return user;
}

/**
 * The current password proves the person at the keyboard owns the account before a sensitive change
 * (a new password, an API token; docs/decisions/003). Wrong guesses wait longer and longer, like
 * sign-in failures; a refusal names the currentPassword field.
 */
export async function confirmCurrentPassword(ctx: AppContext, userId: string, password: string) {
  const attempt = await beginCurrentPasswordAttempt(ctx, userId);
  const [current] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw notFound('Profile');
  if (!(await verifyPassword(current.passwordHash, password))) {
    throw new AppError('bad_request', ACCOUNT_MESSAGES.currentPasswordWrong, { field: 'currentPassword' });
  }
  await attempt.succeeded();
}
