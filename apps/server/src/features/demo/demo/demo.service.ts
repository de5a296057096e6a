import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_USERS, type SessionUser } from '@netlease/shared/auth';
import { isPublicDemoAccount, type Outbox } from '@netlease/shared/demo';
import { TERMS_VERSION } from '@netlease/shared/legal';
import type { AppContext } from '../../../platform/app-context';
import { mailOutbox } from '../../../platform/db/schema/platform/index';
import { hashPassword } from '../../../platform/auth/passwords';
import { deleteUserSessions } from '../../../platform/auth/sessions';
import { queryRows } from '../../../platform/db/database';

const OUTBOX_PAGE_SIZE = 50;

const DEMO_BILLING_PROFILES = [
  [
    'leaser@netlease.demo',
    {
      customerType: 'company',
      legalName: 'Leo Transit GmbH',
      street: 'Hanauer Landstraße 300',
      city: 'Frankfurt am Main',
      postalCode: '60314',
      country: 'DE',
      vatId: 'DE136695976',
    },
  ],
  [
    'monetizer@netlease.demo',
    {
      customerType: 'company',
      legalName: 'Mona Networks B.V.',
      street: 'Science Park 120',
      city: 'Amsterdam',
      postalCode: '1098 XG',
      country: 'NL',
      vatId: null,
    },
  ],
  [
    'staff@netlease.demo',
    {
      customerType: 'private',
      legalName: 'Sam Staff',
      street: null,
      city: null,
      postalCode: null,
      country: 'GB',
      vatId: null,
    },
  ],
  [
    'admin@netlease.demo',
    {
      customerType: 'private',
      legalName: 'Ada Admin',
      street: null,
      city: null,
      postalCode: null,
      country: 'NL',
      vatId: null,
    },
  ],
] as const;

/**
 * Creates the four demo accounts, or puts them back as they were (role, password, verified email,
 * the current terms accepted).
 * Reachable only in demo mode (the routes are not registered otherwise), and there only from the
 * machine running the demo or by an admin of one's own (docs/decisions/130-demo-mode-safety.md).
 */
export async function resetDemoUsers(ctx: AppContext): Promise<string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const demo of DEMO_USERS) {
      // The unique index is on lower(email), which Drizzle's conflict target cannot name.
      await tx.execute(sql`
        INSERT INTO users (email, name, role, password_hash, email_verified_at, terms_version, terms_accepted_at)
        VALUES (${demo.email}, ${demo.name}, ${demo.role}, ${passwordHash}, ${now}, ${TERMS_VERSION}, ${now})
        ON CONFLICT (lower(email)) DO UPDATE SET
          name = EXCLUDED.name, role = EXCLUDED.role, password_hash = EXCLUDED.password_hash,
          email_verified_at = EXCLUDED.email_verified_at, mfa_enabled = false,
          terms_version = EXCLUDED.terms_version, terms_accepted_at = EXCLUDED.terms_accepted_at`);
    }
    // Billing details, so each demo account can pay (docs/PRODUCT.md "Billing details"): the leaser
    // is a German company with a VAT ID, so its purchases show the EU reverse charge.
    for (const [email, profile] of DEMO_BILLING_PROFILES) {
      await tx.execute(sql`
        INSERT INTO billing_profiles (user_id, customer_type, legal_name, street, city, postal_code, country, vat_id)
        SELECT id, ${profile.customerType}, ${profile.legalName}, ${profile.street}, ${profile.city},
               ${profile.postalCode}, ${profile.country}, ${profile.vatId}
        FROM users WHERE lower(email) = ${email}
        ON CONFLICT (user_id) DO UPDATE SET customer_type = EXCLUDED.customer_type,
          legal_name = EXCLUDED.legal_name, street = EXCLUDED.street, city = EXCLUDED.city,
          postal_code = EXCLUDED.postal_code, country = EXCLUDED.country, vat_id = EXCLUDED.vat_id,
          billing_email = NULL`);
    }
    // A demo account that turned MFA on must be usable again after a reset; ending the sessions
    // through the accounts' own path also closes their live streams (docs/decisions/003).
    const demoUsers = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM users WHERE email LIKE '%@netlease.demo'`,
    );
    for (const user of demoUsers) await deleteUserSessions(tx, user.id);
  });
  return `Demo accounts are ready: ${DEMO_USERS.map((demo) => demo.email).join(', ')}.`;
}

export interface OutboxViewer {
  /** The hash of the browser's outbox token, if it has one. */
  tokenHash: string | null;
  user: SessionUser | null;
}

/**
 * The newest mail a viewer may read (docs/decisions/130-demo-mode-safety.md): an admin of their own
 * reads all of it; anyone else what their browser may read and, signed in, the mail sent to their
 * address. The demo accounts' password is public, so the demo admin is "anyone else".
 */
export async function listOutbox(ctx: AppContext, viewer: OutboxViewer): Promise<Outbox> {
  const seesAll = viewer.user?.role === 'admin' && !isPublicDemoAccount(viewer.user.email);
  const readable: SQL[] = [];
  if (viewer.tokenHash) readable.push(eq(mailOutbox.outboxTokenHash, viewer.tokenHash));
  if (viewer.user) readable.push(sql`lower(${mailOutbox.toAddress}) = ${viewer.user.email.toLowerCase()}`);
  if (!seesAll && readable.length === 0) return { seesAll, messages: [] };
  const rows = await ctx.db
    .select()
    .from(mailOutbox)
    .where(seesAll ? undefined : or(...readable))
    .orderBy(desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE);
  return {
    seesAll,
    messages: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
