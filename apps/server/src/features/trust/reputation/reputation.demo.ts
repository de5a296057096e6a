import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { reviewAsn, submitAsn } from '../asns/asns.service';
import { setOrderAsn } from '../loas/loas.service';
import { dnsblQueryName, runReputationChecks, sampleAddresses } from './reputation.checker';

/** A blocklist zone under .invalid (RFC 6761): the demo never resolves anything for real. */
const DEMO_BLOCKLIST = 'demo-blocklist.netlease.invalid';

/**
 * Demo step of the trust areas: ASNs for the leaser and the monetizer (documentation numbers, RFC 5398), the
 * leaser's approved ASN named on their paid IP order, and one round of reputation checks through an
 * in-process resolver that lists a few demo addresses, so /reputation shows every band.
 */
export async function seedDemoTrust(ctx: AppContext) {
  const people = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['leaser@netlease.demo', 'monetizer@netlease.demo', 'admin@netlease.demo']));
  const find = (email: string) => people.find((person) => person.email === email);
  const leaser = find('leaser@netlease.demo');
  const monetizer = find('monetizer@netlease.demo');
  const admin = find('admin@netlease.demo');
  if (!leaser || !monetizer || !admin) return;

  const leaserAsn = await submitAsn(ctx, leaser.id, {
    asnNumber: 'AS64500',
    organization: 'Leo Transit (demo)',
    rir: 'ARIN',
    country: 'US',
  });
  await reviewAsn(ctx, admin.id, leaserAsn.id, { action: 'approve' });
  const sellerAsn = await submitAsn(ctx, monetizer.id, {
    asnNumber: 'AS64501',
    organization: 'Mona Networks (demo)',
    rir: 'RIPE',
    country: 'DE',
  });
  await reviewAsn(ctx, admin.id, sellerAsn.id, { action: 'approve' });
  await submitAsn(ctx, monetizer.id, {
    asnNumber: 'AS65536',
    organization: 'Mona Networks Backbone (demo)',
    rir: 'RIPE',
    country: 'NL',
  });

  const [paidOrder] = await queryRows<{ id: string }>(
    ctx.db,
    sql`SELECT id FROM orders WHERE leaser_id = ${leaser.id} AND item_type = 'ip_subnet'
        AND status = 'payment_confirmed' ORDER BY created_at LIMIT 1`,
  );
  if (paidOrder) await setOrderAsn(ctx, leaser.id, paidOrder.id, leaserAsn.id);

  // One subnet gets a single listed address (Warning), another is listed throughout (Blacklisted).
  const subnets = await queryRows<{ subnet: string }>(
    ctx.db,
    sql`SELECT s.subnet::text AS subnet FROM ip_subnets s JOIN ip_blocks b ON b.id = s.ip_block_id
        WHERE b.user_id = ${monetizer.id} AND family(s.subnet) = 4 ORDER BY s.subnet LIMIT 3`,
  );
  const listed = new Set<string>();
  const [, warning, blacklisted] = subnets;
  if (warning) listed.add(dnsblQueryName(sampleAddresses(warning.subnet)[0]!, DEMO_BLOCKLIST));
  if (blacklisted) {
    for (const address of sampleAddresses(blacklisted.subnet))
      listed.add(dnsblQueryName(address, DEMO_BLOCKLIST));
  }
  // Every subnet existing now is checked (a batch takes them in no set order, so one run of 500 could
  // leave some IPv4 subnets out); IPv6 ones are claimed and skipped (decision 070). Subnets created by
  // later demo steps, such as the bundle's /24, stay 'not yet checked' (docs/PRODUCT.md "Trust signals").
  const config = {
    lookup: async (name: string) => (listed.has(name) ? ['127.0.0.2'] : []),
    blocklists: [DEMO_BLOCKLIST],
  };
  for (let run = 0; run < 10; run += 1) {
    await runReputationChecks(ctx, config, { batchSize: 500 });
    const [due] = await queryRows<{ one: number }>(
      ctx.db,
      sql`SELECT 1 AS one FROM ip_subnets s
          WHERE NOT EXISTS (SELECT 1 FROM ip_reputation_schedule r
                            WHERE r.subnet_id = s.id AND r.next_check_at > ${ctx.clock.now()})
          LIMIT 1`,
    );
    if (!due) break;
  }
}
