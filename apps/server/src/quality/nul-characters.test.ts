import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { signInAs } from '../test/factories';

/**
 * A NUL character cannot be stored in PostgreSQL text; one sent in a query string, a path or a JSON
 * body is refused with a 400 before it reaches a handler (found by npm run scan on /api/auctions).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('NUL characters in a request', () => {
  it.each(['/api/auctions?search=%00', '/api/auctions?search=192.0%002', '/api/marketplace?q=a%00b'])(
    'refuses %s with 400',
    async (url) => {
      const response = await t.client().get(url);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_input', title: 'Invalid input' });
    },
  );

  it('refuses one in a path parameter and in a JSON body, key or value', async () => {
    const { client } = await signInAs(t);
    expect((await client.get('/api/loas/verify/NL%00X')).status).toBe(400);
    for (const body of [
      { title: 'Help\u0000', description: 'text' },
      { title: 'Help', description: 'text', nested: { ['k\u0000']: 1 } },
    ]) {
      const response = await client.post('/api/tickets', body);
      expect(response.status).toBe(400);
    }
    expect((await client.get('/api/tickets')).body.tickets).toEqual([]);
  });

  it('still answers the same search without it', async () => {
    expect((await t.client().get('/api/auctions?search=192.0')).status).toBe(200);
  });
});
