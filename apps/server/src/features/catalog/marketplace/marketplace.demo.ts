import { eq, inArray } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/platform/index';
import { ipBlocks, ipSubnets, listings, serverPackages } from '../../../platform/db/schema/catalog/index';
import { HOUR } from '../../../platform/clock';
import { embedUnicodeFonts, loadPdfLib } from '../../../platform/pdf/unicode-fonts';
import { DEMO_BLOCKS, DEMO_LISTINGS, DEMO_PACKAGES, unitPrefixOf } from './marketplace-demo-data';

const SELLER_EMAIL = 'monetizer@netlease.demo';
const ADMIN_EMAIL = 'admin@netlease.demo';

async function buildDemoLoa(cidr: string, owner: string): Promise<Buffer> {
  const { PDFDocument } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 420]);
  const text = await embedUnicodeFonts(pdf, [owner]);
  text.draw(page, 'LETTER OF AUTHORIZATION (DEMO)', { x: 40, y: 360, size: 18 });
  text.draw(page, `Address block: ${cidr}`, { x: 40, y: 310, size: 12 });
  text.draw(page, `Holder: ${owner}`, { x: 40, y: 290, size: 12 });
  text.draw(page, 'Documentation address space. Not a real authorization.', { x: 40, y: 60, size: 10 });
  return Buffer.from(await pdf.save());
}

/** Demo step: the monetizer's approved blocks, live listings and server packages, plus a few pending. */
export async function seedCatalog(ctx: AppContext) {
  const people = await ctx.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, [SELLER_EMAIL, ADMIN_EMAIL]));
  const seller = people.find((person) => person.email === SELLER_EMAIL);
  const admin = people.find((person) => person.email === ADMIN_EMAIL);
  if (!seller || !admin) return;
  const existing = await ctx.db
    .select({ id: ipBlocks.id })
    .from(ipBlocks)
    .where(eq(ipBlocks.userId, seller.id));
  if (existing.length > 0) return;

  const now = ctx.clock.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  // A live offer was approved by the admin two hours after it was made; a pending one waits.
  const reviewedAt = (isLive: boolean, created: Date) => ({
    approvedBy: isLive ? admin.id : null,
    approvedAt: isLive ? new Date(created.getTime() + 2 * HOUR) : null,
    createdAt: created,
    updatedAt: created,
  });
  const loaKeys = new Map<string, string>();
  for (const block of DEMO_BLOCKS) {
    loaKeys.set(
      block.cidr,
      await ctx.storage.put('loa-documents', 'pdf', await buildDemoLoa(block.cidr, seller.name)),
    );
  }

  await ctx.db.transaction(async (tx) => {
    const blockIds = new Map<string, string>();
    for (const [index, block] of DEMO_BLOCKS.entries()) {
      const created = at(24 * 30 - index * 24);
      const approved = block.status === 'approved';
      const [row] = await tx
        .insert(ipBlocks)
        .values({
          userId: seller.id,
          cidr: block.cidr,
          rir: block.rir,
          countryCode: block.country,
          loaFileKey: loaKeys.get(block.cidr)!,
          status: block.status,
          approvedBy: approved ? admin.id : null,
          approvedAt: approved ? new Date(created.getTime() + 6 * HOUR) : null,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: ipBlocks.id });
      blockIds.set(block.cidr, row!.id);
      await tx
        .insert(ipSubnets)
        .values(
          splitIntoSubnets(block.cidr).map((subnet) => ({ ipBlockId: row!.id, subnet, createdAt: created })),
        );
    }

    for (const [index, listing] of DEMO_LISTINGS.entries()) {
      const created = at(24 * 10 - index * 20);
      const live = listing.status !== 'pending';
      await tx.insert(listings).values({
        userId: seller.id,
        type: 'ip',
        ipBlockId: blockIds.get(listing.block)!,
        cidr: listing.range,
        unitPrefix: unitPrefixOf(listing),
        title: listing.title,
        description: listing.description,
        location: listing.location,
        priceCents: listing.price,
        period: listing.period,
        periodsOffered: [listing.period],
        subnet: listing.subnet,
        ipCount: listing.range.includes(':') ? null : 2 ** (32 - unitPrefixOf(listing)),
        features: listing.features,
        status: live ? 'active' : 'pending',
        ...reviewedAt(live, created),
      });
    }

    for (const [index, item] of DEMO_PACKAGES.entries()) {
      const created = at(24 * 12 - index * 21);
      const live = item.status !== 'pending';
      await tx.insert(serverPackages).values({
        userId: seller.id,
        name: item.name,
        description: item.description,
        location: item.location,
        cpu: item.cpu,
        ram: item.ram,
        storage: item.storage,
        bandwidth: item.bandwidth,
        priceCents: item.price,
        stockCount: item.stock,
        isBundle: item.bundle,
        status: live ? 'approved' : 'pending',
        ...reviewedAt(live, created),
      });
    }
  });
}
