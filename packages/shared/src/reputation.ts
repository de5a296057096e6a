import { asIssue } from './messages';
import { PENALTY_TYPES, REPUTATION_MESSAGES, REPUTATION_STATES } from './reputation-constants';
import { z } from 'zod';
import { MAX_QUERY_PAGE, boundedIntQuery } from './query-params';
import { adminListPageSchema, messageShape } from './replies';
import { multiLineText, singleLineText } from './text';

export * from './reputation-constants';

/**
 * IP and user reputation contracts (/reputation, /my-reputation, the admin reputation and penalties
 * tabs; docs/PRODUCT.md "Reputation").
 */

/** A user's average rating and how many ratings it averages (0: the average is the default 5.0). */
export const ratingSummarySchema = z.object({
  averageRating: z.number(),
  ratingCount: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/* ---------- IP reputation ---------- */

export const ipReputationRowSchema = z.object({
  subnetId: z.string(),
  subnet: z.string(),
  /** null: not yet checked. */
  score: z.number().int().nullable(),
  subnetStatus: z.string(),
  relation: z.enum(['owner', 'leaser']),
  orderId: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type IpReputationRow = z.infer<typeof ipReputationRowSchema>;

/**
 * A row of the admin reputation tab: one check (from ip_reputation_logs), or a subnet no check has
 * looked at yet (score and checkedAt null, id = the subnet's id), so the admin sees those too.
 */
export const adminReputationLogSchema = z.object({
  id: z.string(),
  subnetId: z.string(),
  subnet: z.string(),
  ownerEmail: z.string(),
  orderId: z.string().nullable(),
  leaserEmail: z.string().nullable(),
  score: z.number().int().nullable(),
  listedOn: z.array(z.string()),
  checkedAt: z.string().nullable(),
});
export type AdminReputationLog = z.infer<typeof adminReputationLogSchema>;

/* ---------- user reputation ---------- */

export const RATING_COMMENT_MAX = 1000;

export const ratingInputSchema = z.object({
  rating: z
    .number({ error: asIssue(REPUTATION_MESSAGES.invalidRating) })
    .int(asIssue(REPUTATION_MESSAGES.invalidRating))
    .min(1, asIssue(REPUTATION_MESSAGES.invalidRating))
    .max(5, asIssue(REPUTATION_MESSAGES.invalidRating)),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, asIssue(REPUTATION_MESSAGES.commentTooLong))
    .check(multiLineText('comment'))
    .nullish()
    .transform((value) => value || null),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

export const userRatingSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  orderId: z.string().nullable(),
  /** The rater's id seeds the avatar of a rater without a picture (docs/PRODUCT.md "Display conventions"). */
  raterId: z.string(),
  raterName: z.string(),
  raterAvatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type UserRating = z.infer<typeof userRatingSchema>;

export const PENALTY_REASON_MAX = 1000;

/**
 * Apply a penalty (the admin penalties tab). An amount above 0 is a money penalty: it moves that
 * many cents from the user's wallet to the platform through the ledger. A fine needs an amount.
 */
export const penaltyInputSchema = z
  .object({
    userEmail: z
      .string()
      .trim()
      .min(1, asIssue(REPUTATION_MESSAGES.missingPenaltyFields))
      .max(254)
      .check(singleLineText('email')),
    type: z.enum(PENALTY_TYPES, { error: asIssue(REPUTATION_MESSAGES.missingPenaltyFields) }),
    amountCents: z
      .number({ error: asIssue(REPUTATION_MESSAGES.invalidPenaltyAmount) })
      .int(asIssue(REPUTATION_MESSAGES.invalidPenaltyAmount))
      .min(0, asIssue(REPUTATION_MESSAGES.invalidPenaltyAmount))
      .max(100_000_000, asIssue(REPUTATION_MESSAGES.invalidPenaltyAmount))
      .default(0),
    reason: z
      .string()
      .trim()
      .min(1, asIssue(REPUTATION_MESSAGES.missingPenaltyFields))
      .max(PENALTY_REASON_MAX, asIssue(REPUTATION_MESSAGES.missingPenaltyFields))
      .check(multiLineText('reason')),
    orderId: z.uuid().nullish(),
  })
  .refine((input) => input.type !== 'fine' || input.amountCents > 0, {
    message: asIssue(REPUTATION_MESSAGES.invalidPenaltyAmount),
    path: ['amountCents'],
  });
export type PenaltyInput = z.input<typeof penaltyInputSchema>;

export const penaltySchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(PENALTY_TYPES),
  /** Cents; 0 for penalties that move no money. */
  amount: z.number().int(),
  reason: z.string(),
  orderId: z.string().nullable(),
  appliedAt: z.string(),
});
export type Penalty = z.infer<typeof penaltySchema>;

export const adminPenaltySchema = penaltySchema.extend({
  userEmail: z.string(),
  appliedByEmail: z.string().nullable(),
});
export type AdminPenalty = z.infer<typeof adminPenaltySchema>;

/**
 * The user's record as a lessee on the abuse desk (docs/PRODUCT.md "Abuse"): cases answered before
 * their deadline, answered only after a missed deadline's warning, warnings (missed deadlines), and
 * cases staff upheld.
 */
export const abuseRecordSchema = z.object({
  answeredInTime: z.number().int(),
  answeredLate: z.number().int(),
  warnings: z.number().int(),
  upheld: z.number().int(),
});
export type AbuseRecord = z.infer<typeof abuseRecordSchema>;

/** /my-reputation (docs/PRODUCT.md "User reputation"). */
export const myReputationSchema = z.object({
  averageRating: z.number(),
  ratingCount: z.number().int(),
  totalOrders: z.number().int(),
  disputesLost: z.number().int(),
  penaltiesCount: z.number().int(),
  abuse: abuseRecordSchema,
  recentRatings: z.array(userRatingSchema),
  penalties: z.array(penaltySchema),
});
export type MyReputation = z.infer<typeof myReputationSchema>;

/** A completed order the user has not rated yet (each party rates the other once). */
export const ratableOrderSchema = z.object({
  orderId: z.string(),
  title: z.string(),
  counterpartyName: z.string(),
  role: z.enum(['leaser', 'monetizer']),
  completedAt: z.string(),
});
export type RatableOrder = z.infer<typeof ratableOrderSchema>;

export const RECENT_RATINGS_LIMIT = 20;
export const PENALTY_HISTORY_LIMIT = 50;

/* ---------- admin lists: paged and filtered on the server ---------- */

export const ADMIN_REPUTATION_PAGE_SIZE = 50;
export const ADMIN_REPUTATION_PAGE_SIZE_MAX = 100;
const pageFields = {
  page: boundedIntQuery(1, MAX_QUERY_PAGE).default(1),
  pageSize: boundedIntQuery(1, ADMIN_REPUTATION_PAGE_SIZE_MAX).default(ADMIN_REPUTATION_PAGE_SIZE),
};

/**
 * GET /api/admin/reputation/logs: `q` is a subnet, an address or network ('203.0.113.5',
 * '203.0.113', '2001:db8::/32': the subnets overlapping it) or text in the subnet or owner email;
 * `band` one of the bands or 'unchecked' (the subnets never checked).
 */
export const adminReputationQuerySchema = z.object({
  q: z.string().trim().max(100).check(singleLineText('search')).optional(),
  band: z.enum(REPUTATION_STATES, { error: asIssue(REPUTATION_MESSAGES.invalidBand) }).optional(),
  ...pageFields,
});
export type AdminReputationQuery = z.input<typeof adminReputationQuerySchema>;

/** GET /api/admin/penalties: `email` is part of the penalised user's email. */
export const adminPenaltiesQuerySchema = z.object({
  email: z.string().trim().max(254).check(singleLineText('email')).optional(),
  type: z.enum(PENALTY_TYPES, { error: asIssue(REPUTATION_MESSAGES.invalidPenaltyType) }).optional(),
  ...pageFields,
});
export type AdminPenaltiesQuery = z.input<typeof adminPenaltiesQuerySchema>;

export interface AdminListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/reputation/subnets. */
export const ipReputationRowListSchema = z.array(ipReputationRowSchema);
/** GET /api/reputation/ratable-orders. */
export const ratableOrderListSchema = z.array(ratableOrderSchema);
/** `/api/reputation/orders/:orderId/rating`. */
export const ratingParamsSchema = z.object({ orderId: z.uuid() });
/** GET /api/admin/reputation/logs. */
export const adminReputationLogPageSchema = adminListPageSchema(adminReputationLogSchema);
export type AdminReputationLogPage = z.infer<typeof adminReputationLogPageSchema>;
/** GET /api/admin/penalties. */
export const adminPenaltyPageSchema = adminListPageSchema(adminPenaltySchema);
export type AdminPenaltyPage = z.infer<typeof adminPenaltyPageSchema>;
/** POST /api/admin/penalties (201): the penalty and the toast. */
export const penaltyAppliedSchema = z.object({ penalty: penaltySchema, ...messageShape });
export type PenaltyApplied = z.infer<typeof penaltyAppliedSchema>;
