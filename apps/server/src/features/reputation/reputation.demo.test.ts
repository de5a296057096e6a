import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@netlease/shared/auth';
import { reputationBand } from '@netlease/shared/reputation';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from '../demo/seed-demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx);
});
afterAll(async () => {
  await t.close();
});

async function signIn(email: string) {
  const client = t.client();
  const response = await client.post('/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return client;
}

it('demo data has ASNs, an ASN named on the paid IP order and subnets in every band', async () => {
  const monetizer = await signIn('monetizer@netlease.demo');
  const asns = (await monetizer.get('/api/asns')).body as Array<{ status: string }>;
  expect(asns.map((asn) => asn.status).sort()).toEqual(['approved', 'pending']);
  const rows = (await monetizer.get('/api/reputation/subnets')).body as Array<{ score: number }>;
  const bands = new Set(rows.map((row) => reputationBand(row.score)));
  expect(bands).toEqual(new Set(['clean', 'warning', 'blacklisted']));
  const pending = (await monetizer.get('/api/loas/pending-orders')).body as Array<{
    asnNumber: number | null;
  }>;
  expect(pending[0]?.asnNumber).toBe(64500);
});
