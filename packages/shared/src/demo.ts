import { z } from 'zod';
import { DEMO_USERS, sessionUserSchema } from './auth';

/**
 * Demo mode on a public address (docs/decisions/130-demo-mode-safety.md): the outbox shows a browser
 * only the mail it may read, and demo reset is for the machine running the demo or an admin. Its
 * messages live in demo-constants.ts (no zod); re-exported here for everyone else.
 */
export * from './demo-constants';

/**
 * The demo accounts' password is shown on the sign-in page, so on a public address anyone can be
 * them: they never count as the admin that sees every mail or may reset the demo.
 */
export const isPublicDemoAccount = (email: string) =>
  DEMO_USERS.some((demo) => demo.email === email.toLowerCase());

export const outboxMessageSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxSchema = z.object({
  /** True for an admin (not a public demo account): every mail; otherwise this browser's and one's own. */
  seesAll: z.boolean(),
  messages: z.array(outboxMessageSchema),
});
export type Outbox = z.infer<typeof outboxSchema>;

/** POST /api/test/clock/advance (browser tests only, TEST_CONTROL): how far to move the clock. */
export const testClockAdvanceSchema = z.object({ ms: z.number().int().min(0) });
/** Its reply: the server's moved time. */
export const testClockReplySchema = z.object({ now: z.string() });
/** POST /api/test/rate-limits/reset (browser tests only): the sign-in limits start afresh. */
export const testRateLimitsResetReplySchema = z.object({ reset: z.literal(true) });
/** POST /api/test/jobs/run (browser tests only): the names of the jobs that ran, in order. */
export const testJobsRunReplySchema = z.object({ ran: z.array(z.string()) });
/** POST /api/test/notify (browser tests only): a notification as a feature would send it. */
export const testNotifySchema = z.object({
  email: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
});
/**
 * POST /api/test/session (browser tests only): signs the calling browser in as this existing user by
 * cookie, so a test that is not about signing in skips the /login page (docs/decisions/268).
 */
export const testSessionSchema = z.object({ email: z.string() });
/** Its reply: the user the session belongs to. */
export const testSessionReplySchema = z.object({ user: sessionUserSchema });
