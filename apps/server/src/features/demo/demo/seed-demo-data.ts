import { count } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/index';
import { resetDemoUsers } from './demo.service';
import { seedDemoMoney } from '../../commerce/wallet/wallet.demo';
import { seedCatalog } from '../../catalog/marketplace/marketplace.demo';
import { seedDemoTickets } from '../../support/tickets/tickets.demo';
import { seedDemoKyc } from '../../accounts/kyc/kyc.demo';
import { seedDemoAuction } from '../../auctions/auctions/auctions.demo';
import { seedDemoTrust } from '../../trust/reputation/reputation.demo';
import { seedDemoBundle } from '../../catalog/bundles/bundles.demo';
import { seedDemoConversation } from '../../support/conversations/conversations.demo';

/**
 * Each feature's demo data, in dependency order. A step receives the context and adds rows of its
 * own area; it runs once, on an empty database, in demo mode.
 */
export const DEMO_SEED_STEPS: Array<{ name: string; run: (ctx: AppContext) => Promise<void> }> = [
  { name: 'demo users', run: async (ctx) => void (await resetDemoUsers(ctx)) },
  { name: 'catalog', run: seedCatalog },
  { name: 'wallets and orders', run: seedDemoMoney },
  { name: 'support tickets', run: seedDemoTickets },
  { name: 'pending KYC', run: seedDemoKyc },
  { name: 'live auction', run: seedDemoAuction },
  { name: 'ASNs and IP reputation', run: seedDemoTrust },
  { name: 'server + IP bundle', run: seedDemoBundle },
  { name: 'provider conversation', run: seedDemoConversation },
];

export async function seedDemoData(ctx: AppContext) {
  for (const step of DEMO_SEED_STEPS) await step.run(ctx);
}

export async function seedDemoDataIfEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  await seedDemoData(ctx);
  return true;
}
