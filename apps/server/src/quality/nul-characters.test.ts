import { describe, expect } from 'vitest';
import { test } from '../test/server-test';

/**
 * A NUL character cannot be stored in PostgreSQL text; one sent in a query string, a path or a JSON
 * body is refused with a 400 before it reaches a handler (found by npm run scan on /api/auctions).
 */

describe('NUL characters in a request', () => {
  test.for(['/api/auctions?search=%00', '/api/auctions?search=192.0%002', '/api/marketplace?q=a%00b'])(
    'refuses %s with 400',
    async (url, { app }) => {
      const response = await app.client().get(url);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_input', title: 'Invalid input' });
    },
  );

  test('refuses one in a path parameter and in a JSON body, key or value', async ({ leaser: { client } }) => {
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

  test('still answers the same search without it', async ({ app }) => {
    expect((await app.client().get('/api/auctions?search=192.0')).status).toBe(200);
  });
});
