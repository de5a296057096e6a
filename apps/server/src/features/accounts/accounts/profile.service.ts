import { and, avg, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Profile } from '@netlease/shared/auth';
import {
  PROVIDER_MESSAGES,
  PROVIDER_REVIEWS_LIMIT,
  shortPersonName,
  type PublicProfile,
} from '@netlease/shared/providers';
import type { profileUpdateInputSchema } from '@netlease/shared/profile';
import { MESSAGES } from '@netlease/shared/messages';
import { DEFAULT_AVERAGE_RATING, type RatingSummary } from '@netlease/shared/reputation';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { preparedQuery } from '../../../platform/db/prepared';
import { users } from '../../../platform/db/schema/platform/index';
import { userRatings } from '../../../platform/db/schema/accounts/index';
import { AppError, notFound } from '../../../platform/errors';
import { toSessionUser } from '../../../platform/auth/sessions';
import {
  consumeEmailToken,
  findUserByEmail,
  hasLiveEmailChangeLink,
  issueEmailToken,
  link,
} from './email-links';

/* The profile: what a user shows of themselves and edits on /profile (docs/PRODUCT.md "Accounts"). */

/**
 * A user's average rating with how many ratings it averages (docs/PRODUCT.md "User reputation"): the
 * fallback rating is 5.0, shown with one decimal; the count lets a page say 'no ratings yet' beside that
 * default.
 */
// Read on every listing page: prepared (docs/decisions/281).
const ratingSummaryOf = preparedQuery((db) =>
  db
    .select({ average: avg(userRatings.rating), ratings: count() })
    .from(userRatings)
    .where(eq(userRatings.ratedUserId, sql.placeholder('userId'))),
);

export async function getRatingSummary(db: Executor, userId: string): Promise<RatingSummary> {
  const [row] = await ratingSummaryOf(db, { userId });
  return toRatingSummary({ average: row?.average ?? null, ratings: row?.ratings ?? 0 });
}

/** The summary of a user's ratings from their average (null without ratings) and their count. */
export function toRatingSummary(row: { average: string | null; ratings: number | string }): RatingSummary {
  const ratingCount = Number(row.ratings);
  const averageRating =
    row.average == null ? DEFAULT_AVERAGE_RATING : Math.round(Number(row.average) * 10) / 10;
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

/**
 * Whether a user may be shown to the public: they exist and are not suspended. A suspended user's
 * public page reads like one that never existed (docs/PRODUCT.md "Provider page").
 */
export async function isPubliclyVisibleUser(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
  return row !== undefined;
}

/**
 * The public provider card and page (docs/PRODUCT.md "Provider page"): name, avatar, member since,
 * the rating and the newest ratings with the rater's first name and initial. Never an email, a
 * company, a phone or an order.
 */
export async function getPublicProfile(ctx: AppContext, userId: string): Promise<PublicProfile> {
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name, avatarUrl: users.avatarUrl, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
  if (!user) throw new AppError('not_found', PROVIDER_MESSAGES.notFound);
  const raters = alias(users, 'raters');
  const reviews = await ctx.db
    .select({
      id: userRatings.id,
      rating: userRatings.rating,
      comment: userRatings.comment,
      raterName: raters.name,
      createdAt: userRatings.createdAt,
    })
    .from(userRatings)
    .innerJoin(raters, eq(raters.id, userRatings.ratedByUserId))
    .where(eq(userRatings.ratedUserId, userId))
    .orderBy(desc(userRatings.createdAt), desc(userRatings.id))
    .limit(PROVIDER_REVIEWS_LIMIT);
  return {
    ...user,
    createdAt: user.createdAt.toISOString(),
    ...(await getRatingSummary(ctx.db, user.id)),
    recentReviews: reviews.map((review) => ({
      ...review,
      raterName: shortPersonName(review.raterName),
      createdAt: review.createdAt.toISOString(),
    })),
  };
}

/** Saves the profile form. A new email is only taken once its owner confirms it from that mailbox. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: z.input<typeof profileUpdateInputSchema>,
): Promise<{ emailChangeRequested: boolean; profile: Profile }> {
  const data = input;
  const [current] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!current) throw notFound('Profile');
  // The form shows the address waiting for confirmation: saving it again (a later edit of the name)
  // is no new change, and must not void the link already mailed, unless that link no longer works.
  const emailChanged =
    data.email !== current.email.toLowerCase() &&
    !(
      data.email === current.pendingEmail?.toLowerCase() &&
      (await hasLiveEmailChangeLink(ctx, userId, data.email))
    );
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
