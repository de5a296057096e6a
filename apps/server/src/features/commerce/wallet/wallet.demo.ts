import { and, asc, eq, inArray } from 'drizzle-orm';
import { TEST_CARDS } from '@netlease/shared/payments';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/platform/index';
import { listings, serverPackages } from '../../../platform/db/schema/catalog/index';
import { DAY } from '../../../platform/clock';
import { createDeposit } from '../deposits/deposits.service';
import { checkout } from '../checkout/checkout.service';
import { advanceOrderStatus } from '../orders/order-status.service';
import { releaseDueHolds } from '../orders/orders.jobs';
import { requestPayout } from '../payouts/payouts.service';

/** The same context with the clock set back, so demo history has an age (holds released, etc.). */
const at = (ctx: AppContext, daysAgo: number): AppContext => ({
  ...ctx,
  clock: { now: () => new Date(ctx.clock.now().getTime() - daysAgo * DAY) },
});

/**
 * Demo step: wallet balances, a few orders with their invoices, a released hold and a pending payout,
 * made through the real services so every row is backed by balanced ledger journals.
 */
export async function seedDemoMoney(ctx: AppContext) {
  const people = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['leaser@netlease.demo', 'monetizer@netlease.demo']));
  const leaser = people.find((person) => person.email === 'leaser@netlease.demo');
  const monetizer = people.find((person) => person.email === 'monetizer@netlease.demo');
  if (!leaser || !monetizer) return;
  const card = (past: AppContext) => ({
    holderName: 'Leo Leaser',
    number: TEST_CARDS.success,
    expMonth: 12,
    expYear: past.clock.now().getUTCFullYear() + 3,
    cvc: '123',
    country: 'us' as const,
  });

  const fortyDaysAgo = at(ctx, 40);
  await createDeposit(
    fortyDaysAgo,
    leaser.id,
    { amountCents: 300_000, gateway: 'card', card: card(fortyDaysAgo) },
    undefined,
  );
  const [pkg] = await ctx.db
    .select({ id: serverPackages.id })
    .from(serverPackages)
    .where(and(eq(serverPackages.userId, monetizer.id), eq(serverPackages.status, 'approved')))
    .orderBy(asc(serverPackages.priceCents))
    .limit(1);
  if (pkg) {
    // Bought 40 days ago and activated: its hold has been released to the seller.
    const bought = await checkout(
      fortyDaysAgo,
      leaser.id,
      { itemType: 'server', itemId: pkg.id, method: 'wallet', autoRenews: true },
      undefined,
    );
    const orderId = bought.state === 'paid' ? bought.result.orderId : undefined;
    if (orderId) {
      // A server package needs no paperwork (docs/PRODUCT.md "Delivering a lease").
      const noPaperwork = async () => {};
      await advanceOrderStatus(fortyDaysAgo, monetizer.id, orderId, 'provisioning', noPaperwork);
      await advanceOrderStatus(fortyDaysAgo, monetizer.id, orderId, 'active', noPaperwork);
    }
  }
  await releaseDueHolds(ctx);

  const tenDaysAgo = at(ctx, 10);
  await createDeposit(
    tenDaysAgo,
    leaser.id,
    { amountCents: 200_000, gateway: 'card', card: card(tenDaysAgo) },
    undefined,
  );
  const [listing] = await ctx.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.userId, monetizer.id), eq(listings.title, 'ARIN /24 for US East workloads')));
  if (listing) {
    // Paid, waiting for the seller (it shows in the monetizer's pending LOA uploads).
    await checkout(
      tenDaysAgo,
      leaser.id,
      { itemType: 'ip', itemId: listing.id, method: 'wallet', autoRenews: false },
      undefined,
    );
  }
  {
    await requestPayout(
      at(ctx, 2),
      monetizer.id,
      {
        amountCents: 2_500,
        method: 'bank',
        details: {
          country: 'DE',
          account_holder: 'Mona Monetizer',
          iban: 'DE89370400440532013000',
          bic: 'COBADEFFXXX',
        },
      },
      undefined,
    ).catch(() => undefined);
  }
}
