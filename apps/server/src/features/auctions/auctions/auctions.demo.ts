import { and, eq, inArray, sql } from 'drizzle-orm';
import { TEST_CARDS } from '@netlease/shared/payments';
import type { SessionUser } from '@netlease/shared/auth';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/platform/index';
import { ipBlocks } from '../../../platform/db/schema/catalog/index';
import { auctions } from '../../../platform/db/schema/auctions/index';
import { DAY, HOUR } from '../../../platform/clock';
import { createDeposit } from '../../commerce/deposits/deposits.service';
import { getWallet } from '../../commerce/wallet/wallet.service';
import { heldAmountFor } from './auction-money';
import { taxRateOfBuyer } from '../../commerce/invoices/invoice-documents.service';
import { placeBid } from './bids.service';

const SELLER_EMAIL = 'monetizer@netlease.demo';
const ADMIN_EMAIL = 'admin@netlease.demo';
// The catalog step leaves this approved block unlisted for the auction (marketplace/marketplace.demo.ts).
const DEMO_BLOCK = '203.0.113.0/24';
const DEMO_BIDS: Array<{ email: string; amount: number }> = [
  { email: 'staff@netlease.demo', amount: 120_000 },
  { email: 'leaser@netlease.demo', amount: 125_000 },
];

/**
 * Demo step: a live auction of the demo monetizer's 203.0.113.0/24 (ends in 3 days), with two real
 * bids placed through the bid path, so the bidders' wallets hold the leading bid as in real use.
 */
export async function seedDemoAuction(ctx: AppContext) {
  const [seller] = await ctx.db.select().from(users).where(eq(users.email, SELLER_EMAIL));
  const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
  if (!seller) return;
  const [block] = await ctx.db
    .select({ id: ipBlocks.id })
    .from(ipBlocks)
    .where(
      and(
        eq(ipBlocks.userId, seller.id),
        eq(ipBlocks.status, 'approved'),
        sql`${ipBlocks.cidr} = ${DEMO_BLOCK}::cidr`,
      ),
    );
  if (!block) return;
  const [existing] = await ctx.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.ipBlockId, block.id));
  if (existing) return;

  const now = ctx.clock.now().getTime();
  const [auction] = await ctx.db
    .insert(auctions)
    .values({
      sellerId: seller.id,
      ipBlockId: block.id,
      reservePrice: 100_000,
      buyNowPrice: 400_000,
      minBidIncrement: 2_500,
      leasePeriod: 'year',
      startTime: new Date(now - DAY),
      endTime: new Date(now + 3 * DAY + 5 * HOUR),
      status: 'live',
      approvedBy: admin?.id ?? null,
      approvedAt: new Date(now - DAY),
      createdAt: new Date(now - 2 * DAY),
      updatedAt: new Date(now - DAY),
    })
    .returning({ id: auctions.id });

  const bidders = await ctx.db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_BIDS.map((demoBid) => demoBid.email),
      ),
    );
  for (const demoBid of DEMO_BIDS) {
    const bidder = bidders.find((row) => row.email === demoBid.email);
    if (!bidder) continue;
    // Top the wallet up through the deposit path (sandbox card) when it cannot hold the bid.
    const { balance } = await getWallet(ctx.db, bidder.id);
    const rate = await taxRateOfBuyer(ctx.db, ctx, bidder.id, 'account');
    const needed = heldAmountFor(demoBid.amount, rate) - balance;
    if (needed > 0) {
      await createDeposit(
        ctx,
        bidder.id,
        {
          amountCents: needed + 250_000,
          gateway: 'card',
          card: {
            holderName: bidder.name,
            number: TEST_CARDS.success,
            expMonth: 12,
            expYear: new Date(now).getUTCFullYear() + 3,
            cvc: '123',
            country: 'us',
          },
        },
        undefined,
      );
    }
    const sessionUser: SessionUser = {
      id: bidder.id,
      name: bidder.name,
      email: bidder.email,
      role: bidder.role,
      kycStatus: bidder.kycStatus,
      avatarUrl: bidder.avatarUrl,
      mfaEnabled: bidder.mfaEnabled,
    };
    await placeBid(ctx, sessionUser, auction!.id, { amountCents: demoBid.amount });
  }
}
