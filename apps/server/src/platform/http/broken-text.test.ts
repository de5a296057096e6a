import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../db/database';
import { findBrokenText } from './broken-text';
import { registerErrorHandler } from './error-handler';

describe('findBrokenText', () => {
  it('finds half a surrogate pair in a value or a key, at its path', () => {
    expect(findBrokenText({ name: 'Zoë 🚀', tags: ['a', 'b'] })).toBeUndefined();
    expect(findBrokenText('x\uD800')).toEqual([]);
    expect(findBrokenText({ card: { holderName: 'A\uDC00' } })).toEqual(['card', 'holderName']);
    expect(findBrokenText({ list: ['fine', 'bro\uD83Dken'] })).toEqual(['list', '1']);
    // A broken key is reported at the object that holds it.
    expect(findBrokenText({ details: { ['k\uD800']: 'v' } })).toEqual(['details']);
    expect(findBrokenText({ ['\uDFFF']: 1 })).toEqual([]);
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'end\uD800';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findBrokenText(deep)).toHaveLength(200_000);
  });
});

describe('text PostgreSQL cannot store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a 400 in the one error model, not a 500, should it ever reach the database', async () => {
    // A route with no checks of its own, so the broken text reaches a jsonb value as it is.
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/store', async (request) => {
      await queryRows(t.db, sql`SELECT ${JSON.stringify(request.body)}::jsonb AS value`);
      return { ok: true };
    });
    await app.ready();
    try {
      const stored = await app.inject({ method: 'POST', url: '/store', payload: { note: 'fine' } });
      expect(stored.statusCode).toBe(200);
      for (const note of ['half \uD800 pair', 'reversed \uDE00\uD83D pair', 'nul \u0000 in jsonb text']) {
        const response = await app.inject({ method: 'POST', url: '/store', payload: { note } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'invalid_input',
          title: 'Invalid input',
          message: 'Please check the form and try again.',
        });
      }
    } finally {
      await app.close();
    }
  });
});
