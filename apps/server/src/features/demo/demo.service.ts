import { desc, sql } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_USERS } from '@netlease/shared/auth';
import type { AppContext } from '../../app-context';
import { mailOutbox } from '../../platform/db/schema/index';
import { hashPassword } from '../../platform/auth/passwords';

const OUTBOX_PAGE_SIZE = 50;

/**
 * Creates the four demo accounts, or puts them back as they were (role, password, verified email).
 * Reachable only in demo mode (the routes are not registered otherwise).
 */
export async function resetDemoUsers(ctx: AppContext): Promise<string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const demo of DEMO_USERS) {
      // The unique index is on lower(email), which Drizzle's conflict target cannot name.
      await tx.execute(sql`
        INSERT INTO users (email, name, role, password_hash, email_verified_at)
        VALUES (${demo.email}, ${demo.name}, ${demo.role}, ${passwordHash}, ${now})
        ON CONFLICT (lower(email)) DO UPDATE SET
          name = EXCLUDED.name, role = EXCLUDED.role, password_hash = EXCLUDED.password_hash,
          email_verified_at = EXCLUDED.email_verified_at, mfa_enabled = false`);
    }
    // A demo account that turned MFA on must be usable again after a reset.
    await tx.execute(
      sql`DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE email LIKE '%@netlease.demo')`,
    );
  });
  return `Demo accounts are ready: ${DEMO_USERS.map((demo) => demo.email).join(', ')}.`;
}

export async function listOutbox(ctx: AppContext) {
  const rows = await ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(OUTBOX_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    createdAt: row.createdAt.toISOString(),
  }));
}
