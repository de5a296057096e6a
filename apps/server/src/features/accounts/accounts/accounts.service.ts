import { and, avg, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type Profile,
  type PublicProfile,
  type SessionUser,
  changePasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from '@netlease/shared/auth';
import { profileUpdateInputSchema } from '@netlease/shared/profile';
import { MESSAGES } from '@netlease/shared/messages';
import { STAFF_MESSAGES } from '@netlease/shared/staff';
import { DEFAULT_AVERAGE_RATING, type RatingSummary } from '@netlease/shared/reputation';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { emailTokens, userRatings, users } from '../../../platform/db/schema/index';
import { AppError, notFound } from '../../../platform/errors';
import { getDummyHash, hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  sessionUserColumns,
  toSessionUser,
} from '../../../platform/auth/sessions';
import { createSecretToken, hashToken } from '../../../platform/auth/tokens';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { recordAudit } from '../../../platform/audit';
import { DAY, HOUR } from '../../../platform/clock';
import { beginCurrentPasswordAttempt, beginSignInAttempt } from './sign-in-limits';

type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];
const TOKEN_LIFETIME: Record<TokenPurpose, number> = {
  verify_email: DAY,
  reset_password: HOUR,
  change_email: DAY,
};

/**
 * Per-address limits are applied by the routes (config.rateLimit); per-account ones here. Sign-in
 * has its own failure-counting limits (sign-in-limits.ts, decision 003).
 */
export const RATE_LIMITS = {
  registerPerAddress: { name: 'register', max: 10, windowMs: HOUR },
  mailPerAddress: { name: 'mail', max: 10, windowMs: HOUR },
  mailPerAccount: { max: 3, windowMs: HOUR },
};

async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/**
 * Revokes the user's unused mailed links of these kinds (decision 003 "Mailed links"): a newer link
 * replaces the older ones, and a new password voids every reset and email-change link in flight.
 */
async function revokeEmailTokens(ctx: AppContext, db: Executor, userId: string, purposes: TokenPurpose[]) {
  await db
    .update(emailTokens)
    .set({ usedAt: ctx.clock.now() })
    .where(
      and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt)),
    );
}

/** A fresh link of `purpose`, in the caller's transaction; older unused links of that kind stop working. */
async function issueEmailToken(
  ctx: AppContext,
  db: Executor,
  userId: string,
  purpose: TokenPurpose,
  email: string,
) {
  // The user's row lock orders two requests at once, so only the later link stays valid.
  await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
  await revokeEmailTokens(ctx, db, userId, [purpose]);
  const { token, hash } = createSecretToken();
  await db.insert(emailTokens).values({
    tokenHash: hash,
    userId,
    purpose,
    email,
    expiresAt: new Date(ctx.clock.now().getTime() + TOKEN_LIFETIME[purpose]),
  });
  return token;
}

/** Marks a mailed token used and returns it, or refuses an unknown, used or expired one. */
async function consumeEmailToken(ctx: AppContext, db: Executor, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: ctx.clock.now() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, ctx.clock.now()),
      ),
    )
    .returning();
  if (!row) throw new AppError('bad_request', MESSAGES.invalidToken);
  return row;
}

function link(ctx: AppContext, pathWithQuery: string) {
  return `${ctx.env.PUBLIC_URL}${pathWithQuery}`;
}

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
  const data = registerInputSchema.parse(input);
  if (await findUserByEmail(ctx.db, data.email)) throw new AppError('conflict', MESSAGES.emailTaken);
  const passwordHash = await hashPassword(data.password);
  const inserted = await ctx.db
    .insert(users)
    .values({ email: data.email, name: data.name, passwordHash, role: 'leaser' })
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
}

export async function signIn(
  ctx: AppContext,
  input: z.input<typeof loginInputSchema>,
  meta: { ip: string; userAgent?: string },
): Promise<SignInResult> {
  const data = loginInputSchema.parse(input);
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
  };
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
  const data = resetPasswordInputSchema.parse(input);
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

/**
 * A user's average rating with how many ratings it averages (docs/PRODUCT.md "User reputation"): the
 * fallback rating is 5.0, shown with one decimal; the count lets a page say 'no ratings yet' beside that
 * default.
 */
export async function getRatingSummary(db: Executor, userId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({ average: avg(userRatings.rating), ratings: count() })
    .from(userRatings)
    .where(eq(userRatings.ratedUserId, userId));
  const ratingCount = Number(row?.ratings ?? 0);
  const averageRating =
    row?.average == null ? DEFAULT_AVERAGE_RATING : Math.round(Number(row.average) * 10) / 10;
  return { averageRating, ratingCount };
}

export async function getProfile(ctx: AppContext, userId: string): Promise<Profile> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Profile');
  return {
    ...toSessionUser(user),
    companyName: user.companyName,
    companyAddress: user.companyAddress,
    contactPhone: user.contactPhone,
    pendingEmail: user.pendingEmail,
    ...(await getRatingSummary(ctx.db, user.id)),
    createdAt: user.createdAt.toISOString(),
  };
}

export async function getPublicProfile(ctx: AppContext, userId: string): Promise<PublicProfile> {
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name, avatarUrl: users.avatarUrl, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('Profile');
  return { ...user, createdAt: user.createdAt.toISOString() };
}

/** Saves the profile form. A new email is only taken once its owner confirms it from that mailbox. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: z.input<typeof profileUpdateInputSchema>,
): Promise<{ emailChangeRequested: boolean; profile: Profile }> {
  const data = profileUpdateInputSchema.parse(input);
  const [current] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!current) throw notFound('Profile');
  const emailChanged = data.email !== current.email.toLowerCase();
  if (emailChanged) {
    const owner = await findUserByEmail(ctx.db, data.email);
    if (owner) throw new AppError('conflict', MESSAGES.profileEmailTaken, { field: 'email' });
  }
  let token: string | undefined;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: data.name,
        companyName: data.companyName || null,
        companyAddress: data.companyAddress || null,
        contactPhone: data.contactPhone || null,
        pendingEmail: emailChanged ? data.email : current.pendingEmail,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, userId));
    if (emailChanged) token = await issueEmailToken(ctx, tx, userId, 'change_email', data.email);
  });
  if (token) {
    await ctx.mailer.send({
      to: data.email,
      subject: 'Confirm your new Netlease email',
      text: `Hello ${data.name},\n\nConfirm that this is the new email address of your Netlease account:\n${link(ctx, `/confirm-email?token=${token}`)}\n\nThe link works for 24 hours.`,
    });
  }
  return { emailChangeRequested: emailChanged, profile: await getProfile(ctx, userId) };
}

export async function confirmEmailChange(ctx: AppContext, token: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(ctx, tx, token, 'change_email');
    const taken = await findUserByEmail(tx, row.email);
    if (taken && taken.id !== row.userId) {
      throw new AppError('conflict', MESSAGES.profileEmailTaken);
    }
    await tx
      .update(users)
      .set({
        email: row.email,
        pendingEmail: null,
        emailVerifiedAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, row.userId));
  });
}

export async function changePassword(
  ctx: AppContext,
  userId: string,
  keepSessionHash: string | null,
  input: z.input<typeof changePasswordInputSchema>,
) {
  const data = changePasswordInputSchema.parse(input);
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
