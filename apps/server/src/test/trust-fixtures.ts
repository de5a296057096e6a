import { ipBlocks, ipSubnets, orderIpLeases, orders } from '../platform/db/schema/index';
import { DAY } from '../platform/clock';
import type { TestApp } from './test-app';

/**
 * Rows for the trust tests (MFA, ASNs, LOAs, reputation) written straight into the catalog's and money's
 * tables, the way their features leave them: an approved block with one subnet, and a paid IP order leasing
 * it. Demo-safe space only (198.18.0.0/15, RFC 2544).
 */
let nextThirdOctet = 0;

export async function createOwnedSubnet(t: TestApp, ownerId: string) {
  // Files that share a worker's modules (vitest.config.ts) share this counter: wrap inside the /15.
  const third = nextThirdOctet++ % 512;
  const cidr = `198.${18 + Math.floor(third / 256)}.${third % 256}.0/24`;
  const [block] = await t.db
    .insert(ipBlocks)
    .values({
      userId: ownerId,
      cidr,
      rir: 'ripe',
      countryCode: 'NL',
      loaFileKey: 'test/loa.pdf',
      status: 'approved',
    })
    .returning();
  const [subnet] = await t.db.insert(ipSubnets).values({ ipBlockId: block!.id, subnet: cidr }).returning();
  return { block: block!, subnet: subnet!, cidr };
}

export async function createIpOrder(
  t: TestApp,
  input: {
    leaserId: string;
    monetizerId: string;
    subnet: { id: string; ipBlockId: string; subnet: string };
    status?: (typeof orders.$inferInsert)['status'];
    asnId?: string | null;
  },
) {
  const start = t.clock.now();
  const end = new Date(start.getTime() + 30 * DAY);
  const [order] = await t.db
    .insert(orders)
    .values({
      leaserId: input.leaserId,
      monetizerId: input.monetizerId,
      asnId: input.asnId ?? null,
      status: input.status ?? 'active',
      amount: 10_000,
      fee: 500,
      itemType: 'ip_subnet',
      itemId: input.subnet.id,
      title: `Lease of ${input.subnet.subnet}`,
      period: 'month',
      startDate: start,
      renewalDate: end,
    })
    .returning();
  await t.db.insert(orderIpLeases).values({
    orderId: order!.id,
    ipBlockId: input.subnet.ipBlockId,
    cidr: input.subnet.subnet,
    subnetIds: [input.subnet.id],
    term: `[${start.toISOString()},${end.toISOString()})`,
  });
  return order!;
}
