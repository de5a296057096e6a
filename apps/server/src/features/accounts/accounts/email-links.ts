import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { emailTokens } from '../../../platform/db/schema/accounts/index';
import { AppError } from '../../../platform/errors';
import { createSecretToken, hashToken } from '../../../platform/auth/tokens';
import { DAY, HOUR } from '../../../platform/clock';

/*
 * The links mailed to an account's address (verify it, reset the password, confirm a new address;
 * decision 003 "Mailed links"), shared by sign-up and the profile, and the account an address names.
 */

type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];
const TOKEN_LIFETIME: Record<TokenPurpose, number> = {
  verify_email: DAY,
  reset_password: HOUR,
  change_email: DAY,
};

/** The account of an email address; addresses compare without case. */
export async function findUserByEmail(db: Executor, email: string) {
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
export async function revokeEmailTokens(
  ctx: AppContext,
  db: Executor,
  userId: string,
  purposes: TokenPurpose[],
) {
  await db
    .update(emailTokens)
    .set({ usedAt: ctx.clock.now() })
    .where(
      and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt)),
    );
}

/** A fresh link of `purpose`, in the caller's transaction; older unused links of that kind stop working. */
export async function issueEmailToken(
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

/** Whether a confirmation link for this new address is still unused and unexpired. */
export async function hasLiveEmailChangeLink(ctx: AppContext, userId: string, email: string) {
  const [row] = await ctx.db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'change_email'),
        eq(emailTokens.email, email),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, ctx.clock.now()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses an unknown, used or expired token without spending it: a request that would do costly work
 * before spending the token (hashing a new password) checks it first.
 */
export async function checkEmailToken(ctx: AppContext, db: Executor, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ id: emailTokens.tokenHash })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, ctx.clock.now()),
      ),
    );
  if (!row) throw new AppError('bad_request', MESSAGES.invalidToken);
}

/** Marks a mailed token used and returns it, or refuses an unknown, used or expired one. */
export async function consumeEmailToken(ctx: AppContext, db: Executor, token: string, purpose: TokenPurpose) {
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

/** An absolute link into the web app, for a mail. */
export function link(ctx: AppContext, pathWithQuery: string) {
  return `${ctx.env.PUBLIC_URL}${pathWithQuery}`;
}
