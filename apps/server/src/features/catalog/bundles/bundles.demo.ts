import { and, eq } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/platform/index';
import {
  bundleSubnets,
  ipBlocks,
  ipSubnets,
  serverPackages,
} from '../../../platform/db/schema/catalog/index';

const SELLER_EMAIL = 'monetizer@netlease.demo';
const ADMIN_EMAIL = 'admin@netlease.demo';
const BUNDLE_NAME = 'Server + /24 Bundle';
// Benchmarking space (docs/decisions/020: demo data uses reserved ranges only), outside every block of the
// catalog step, so no listing of the catalog loses a subnet to the bundle.
const BUNDLE_BLOCK = '198.19.200.0/24';

/** Demo step: the demo monetizer's "Server + /24 Bundle" includes a clean /24 of its own block. */
export async function seedDemoBundle(ctx: AppContext) {
  const [seller] = await ctx.db.select().from(users).where(eq(users.email, SELLER_EMAIL));
  const [admin] = await ctx.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  if (!seller || !admin) return;
  const [pkg] = await ctx.db
    .select()
    .from(serverPackages)
    .where(and(eq(serverPackages.userId, seller.id), eq(serverPackages.name, BUNDLE_NAME)));
  // The LOA of the catalog's blocks stands for this block too (demo documents only).
  const [loa] = await ctx.db
    .select({ key: ipBlocks.loaFileKey })
    .from(ipBlocks)
    .where(eq(ipBlocks.userId, seller.id))
    .limit(1);
  if (!pkg || !loa) return;
  const [attached] = await ctx.db
    .select()
    .from(bundleSubnets)
    .where(eq(bundleSubnets.serverPackageId, pkg.id))
    .limit(1);
  if (attached) return;

  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [block] = await tx
      .insert(ipBlocks)
      .values({
        userId: seller.id,
        cidr: BUNDLE_BLOCK,
        rir: 'ripe',
        countryCode: 'NL',
        loaFileKey: loa.key,
        status: 'approved',
        approvedBy: admin.id,
        approvedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: ipBlocks.id });
    const subnets = await tx
      .insert(ipSubnets)
      .values(splitIntoSubnets(BUNDLE_BLOCK).map((subnet) => ({ ipBlockId: block!.id, subnet })))
      .returning({ id: ipSubnets.id });
    await tx.update(serverPackages).set({ isBundle: true }).where(eq(serverPackages.id, pkg.id));
    await tx
      .insert(bundleSubnets)
      .values(subnets.map((subnet) => ({ ipSubnetId: subnet.id, serverPackageId: pkg.id, createdAt: now })));
  });
}
