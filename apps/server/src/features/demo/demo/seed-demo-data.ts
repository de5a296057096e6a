import { count, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import type { Transaction } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { createPaymentGateways } from '../../../platform/payments/payment-gateway';
import { resetDemoUsers } from './demo.service';
import { seedDemoMoney } from '../../commerce/wallet/wallet.demo';
import { seedCatalog } from '../../catalog/marketplace/marketplace.demo';
import { seedDemoTickets } from '../../support/tickets/tickets.demo';
import { seedDemoKyc } from '../../accounts/kyc/kyc.demo';
import { seedDemoAuction } from '../../auctions/auctions/auctions.demo';
import { seedDemoTrust } from '../../trust/reputation/reputation.demo';
import { seedDemoBundle } from '../../catalog/bundles/bundles.demo';
import { seedDemoConversation } from '../../support/conversations/conversations.demo';
import { seedDemoAbuse } from '../../trust/abuse/abuse.demo';

export interface DemoSeedStep {
  name: string;
  run: (ctx: AppContext) => Promise<void>;
}

/**
 * Each feature's demo data, in dependency order. A step receives the context and adds rows of its
 * own area; it runs once, on an empty database, in demo mode.
 */
export const DEMO_SEED_STEPS: DemoSeedStep[] = [
  { name: 'demo users', run: async (ctx) => void (await resetDemoUsers(ctx)) },
  { name: 'catalog', run: seedCatalog },
  { name: 'wallets and orders', run: seedDemoMoney },
  { name: 'support tickets', run: seedDemoTickets },
  { name: 'pending KYC', run: seedDemoKyc },
  { name: 'live auction', run: seedDemoAuction },
  { name: 'ASNs and IP reputation', run: seedDemoTrust },
  { name: 'server + IP bundle', run: seedDemoBundle },
  { name: 'provider conversation', run: seedDemoConversation },
  { name: 'abuse cases', run: seedDemoAbuse },
];

/** Two servers starting together on one empty database: the second waits, then finds the demo there. */
const DEMO_SEED_LOCK = sql`hashtext('netlease:demo-seed')`;

/**
 * The context the steps run in: every write in the seeding's one transaction, and the demo's past
 * card payments made with the sandbox card whichever processor takes new payments
 * (docs/PRODUCT.md "Demo mode").
 */
async function seedingContext(ctx: AppContext, tx: Transaction): Promise<AppContext> {
  return {
    ...ctx,
    db: tx,
    payments: await createPaymentGateways({ ...ctx.env, CARD_GATEWAY: 'sandbox' }, tx),
  };
}

async function runSteps(ctx: AppContext, tx: Transaction, steps: DemoSeedStep[]) {
  const seeding = await seedingContext(ctx, tx);
  for (const step of steps) await step.run(seeding);
}

/** Adds the demo data in one transaction: a step that fails leaves nothing behind. */
export async function seedDemoData(ctx: AppContext, steps = DEMO_SEED_STEPS) {
  await ctx.db.transaction((tx) => runSteps(ctx, tx, steps));
}

/**
 * Seeds an empty database, all or nothing (docs/PRODUCT.md "Demo mode"): a start that fails half
 * way leaves the database empty, so the next start seeds it again instead of taking half a demo
 * for a whole one.
 */
export async function seedDemoDataIfEmpty(ctx: AppContext, steps = DEMO_SEED_STEPS): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [row] = await tx.select({ total: count() }).from(users);
    if ((row?.total ?? 0) > 0) return false;
    await runSteps(ctx, tx, steps);
    return true;
  });
}
