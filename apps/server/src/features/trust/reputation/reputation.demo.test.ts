import { expect } from 'vitest';
import { DEMO_PASSWORD } from '@netlease/shared/auth';
import { sql } from 'drizzle-orm';
import { reputationState } from '@netlease/shared/reputation';
import { queryRows } from '../../../platform/db/database';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { seedDemoData } from '../../demo/demo/seed-demo-data';

test.beforeAll(async ({ app }) => {
  await seedDemoData(app.ctx);
});

async function signIn(app: TestApp, email: string) {
  const client = app.client();
  const response = await client.post('/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return client;
}

test('demo data has ASNs, an ASN named on the paid IP order and subnets in every band', async ({
  app,
  db,
}) => {
  const monetizer = await signIn(app, 'monetizer@netlease.demo');
  const asns = (await monetizer.get('/api/asns')).body as Array<{ status: string }>;
  expect(asns.map((asn) => asn.status).sort()).toEqual(['approved', 'pending']);
  const rows = (await monetizer.get('/api/reputation/subnets')).body as Array<{
    subnet: string;
    score: number | null;
  }>;
  const bands = new Set(rows.map((row) => reputationState(row.score)));
  expect(bands).toEqual(new Set(['clean', 'warning', 'blacklisted', 'unchecked']));
  // The bundle's /24 is added after the checks ran, and IPv6 is not checked: both say so.
  const unchecked = rows.filter((row) => row.score === null).map((row) => row.subnet);
  expect(unchecked).toContain('198.19.200.0/24');
  expect(unchecked.filter((subnet) => !subnet.includes(':'))).toEqual(['198.19.200.0/24']);
  // Honest demo data: a subnet has a score only if a check was logged for it, with that score.
  const [mismatch] = await queryRows<{ subnet: string }>(
    db,
    sql`SELECT s.subnet::text AS subnet FROM ip_subnets s
        WHERE (s.reputation_score IS NULL) <> NOT EXISTS (SELECT 1 FROM ip_reputation_logs g WHERE g.subnet_id = s.id)
           OR s.reputation_score IS DISTINCT FROM (SELECT g.score FROM ip_reputation_logs g WHERE g.subnet_id = s.id
                                                   ORDER BY g.checked_at DESC LIMIT 1)
        LIMIT 1`,
  );
  expect(mismatch).toBeUndefined();
  const pending = (await monetizer.get('/api/loas/pending-orders')).body as Array<{
    asnNumber: number | null;
  }>;
  expect(pending[0]?.asnNumber).toBe(64500);
});
