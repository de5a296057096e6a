import { splitIntoSubnets } from '@netlease/shared/cidr';
import { TEST_CARDS } from '@netlease/shared/payments';
import { ipBlocks, ipSubnets, listings, serverPackages } from '../platform/db/schema/index';
import type { TestApp } from './test-app';
import type { ApiClient } from './api-client';

/** Catalog rows for money tests, written straight to the catalog tables (approved/active). */
export async function createServerPackage(
  t: TestApp,
  sellerId: string,
  overrides: {
    priceCents?: number;
    stockCount?: number;
    status?: 'approved' | 'pending' | 'suspended';
    name?: string;
  } = {},
) {
  const [pkg] = await t.db
    .insert(serverPackages)
    .values({
      userId: sellerId,
      name: overrides.name ?? 'Dedicated EPYC 7443',
      description: 'A test server',
      location: 'Frankfurt',
      cpu: '24 cores',
      ram: '128 GB',
      storage: '2 TB NVMe',
      bandwidth: '10 Gbps',
      priceCents: overrides.priceCents ?? 9_500,
      stockCount: overrides.stockCount ?? 5,
      status: overrides.status ?? 'approved',
    })
    .returning();
  return pkg!;
}

let nextRange = 0;
/** A distinct block per call inside 198.18.0.0/15 (benchmarking space, accepted for tests). */
export function nextTestCidr(prefix: 22 | 24): string {
  const step = prefix === 22 ? 4 : 1;
  nextRange = Math.ceil(nextRange / step) * step;
  // Files that share a worker's modules (vitest.config.ts) share this counter: wrap inside the /15.
  const index = nextRange % 512;
  nextRange += step;
  return `198.${18 + Math.floor(index / 256)}.${index % 256}.0/${prefix}`;
}

export async function createIpListing(
  t: TestApp,
  sellerId: string,
  overrides: {
    cidr?: string;
    subnet?: '/24' | '/23' | '/22' | null;
    priceCents?: number;
    status?: 'active' | 'pending';
    period?: 'month' | 'quarter' | 'year';
    periodsOffered?: ('month' | 'quarter' | 'year')[];
    minTermMonths?: number;
  } = {},
) {
  const cidr = overrides.cidr ?? nextTestCidr(24);
  const [block] = await t.db
    .insert(ipBlocks)
    .values({
      userId: sellerId,
      cidr,
      rir: 'ripe',
      countryCode: 'DE',
      loaFileKey: 'test/loa.pdf',
      status: 'approved',
    })
    .returning();
  await t.db
    .insert(ipSubnets)
    .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })));
  const subnet = overrides.subnet === undefined ? '/24' : overrides.subnet;
  // The listing offers the whole block, leased in units of `subnet` (or whole when null).
  const unitPrefix = Number((subnet ?? cidr).split('/')[1]);
  const [listing] = await t.db
    .insert(listings)
    .values({
      userId: sellerId,
      type: 'ip',
      ipBlockId: block!.id,
      cidr,
      unitPrefix,
      title: `IPv4 ${cidr}`,
      description: 'Clean range',
      location: 'Amsterdam',
      priceCents: overrides.priceCents ?? 20_000,
      period: overrides.period ?? 'month',
      periodsOffered: overrides.periodsOffered ?? [overrides.period ?? 'month'],
      minTermMonths: overrides.minTermMonths ?? 1,
      subnet,
      ipCount: 2 ** (32 - unitPrefix),
      status: overrides.status ?? 'active',
    })
    .returning();
  return { block: block!, listing: listing! };
}

export const TEST_CARD = {
  holderName: 'Test Buyer',
  number: TEST_CARDS.success,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  country: 'us',
};

/** Tops a wallet up through the real deposit endpoint. */
export async function fundWallet(client: ApiClient, amountCents: number) {
  const response = await client.post('/api/deposits', { amountCents, gateway: 'card', card: TEST_CARD });
  if (response.status !== 201) throw new Error(`deposit failed: ${JSON.stringify(response.body)}`);
}
