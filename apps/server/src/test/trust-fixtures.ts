import { eq } from 'drizzle-orm';
import { asnRecords, ipBlocks, ipSubnets, orderIpLeases, orders } from '../platform/db/schema/index';
import { DAY } from '../platform/clock';
import type { TestApp } from './test-app';
import type { ApiClient } from './api-client';

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
  // The order keeps the number of the ASN it names, as checkout writes it.
  const [asn] = input.asnId ? await t.db.select().from(asnRecords).where(eq(asnRecords.id, input.asnId)) : [];
  const [order] = await t.db
    .insert(orders)
    .values({
      leaserId: input.leaserId,
      monetizerId: input.monetizerId,
      asnId: input.asnId ?? null,
      asnNumber: asn?.asnNumber ?? null,
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

let nextNamedAsn = 3_300_000_000;

/**
 * An approved ASN of `userId`, as the ASNs feature leaves one, for an IP order to name: no letter of
 * authorization is issued for an order without one (docs/PRODUCT.md "Delivering a lease").
 */
export async function createApprovedAsn(t: TestApp, userId: string): Promise<string> {
  const [asn] = await t.db
    .insert(asnRecords)
    .values({
      userId,
      asnNumber: nextNamedAsn++,
      organization: 'Test Transit',
      rir: 'RIPE',
      status: 'approved',
    })
    .returning({ id: asnRecords.id });
  return asn!.id;
}

/**
 * What an IP lease needs before its seller may activate it, done through the API as the two parties do
 * it: the buyer names an approved ASN, the seller generates the letter (docs/PRODUCT.md "Delivering a
 * lease"). Returns the letter.
 */
export async function completeLeasePaperwork(
  t: TestApp,
  input: {
    buyer: { user: { id: string }; client: ApiClient };
    seller: { client: ApiClient };
    orderId: string;
  },
) {
  const asnId = await createApprovedAsn(t, input.buyer.user.id);
  const named = await input.buyer.client.put(`/api/loas/buyer-orders/${input.orderId}/asn`, { asnId });
  if (named.status !== 200) throw new Error(`naming the ASN failed: ${JSON.stringify(named.body)}`);
  const generated = await input.seller.client.post('/api/loas/generate', { orderId: input.orderId });
  if (generated.status !== 201)
    throw new Error(`generating the LOA failed: ${JSON.stringify(generated.body)}`);
  return generated.body.loa as { id: string; verificationCode: string; asnNumber: number };
}
