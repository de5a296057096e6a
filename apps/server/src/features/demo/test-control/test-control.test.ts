import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';

// The browser tests' hooks answer with the shapes their shared reply schemas declare.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ testControl: true });
});
afterAll(async () => {
  await t.close();
});

describe('test control', () => {
  it('moves the server clock forward and tells the new time', async () => {
    const client = t.client();
    const before = Date.now();
    const response = await client.post('/api/test/clock/advance', { ms: 3_600_000 });
    expect(response.status).toBe(200);
    expect(Date.parse(response.body.now)).toBeGreaterThanOrEqual(before + 3_600_000);
  });

  it('notifies a user by email address and answers with the notification', async () => {
    const user = await createUser(t);
    const response = await t.client().post('/api/test/notify', {
      email: user.email.toUpperCase(),
      title: 'Hello',
      message: 'A test notice',
      link: null,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Hello', message: 'A test notice', status: 'unread' });
    const unknown = await t.client().post('/api/test/notify', {
      email: 'nobody@example.com',
      title: 'x',
      message: 'x',
      link: null,
    });
    expect(unknown.status).toBe(404);
  });

  it('runs every job and resets the rate limits', async () => {
    const client = t.client();
    const jobs = await client.post('/api/test/jobs/run');
    expect(jobs.status).toBe(200);
    expect(jobs.body.ran).toContain('settle-card-payments');
    const reset = await client.post('/api/test/rate-limits/reset');
    expect(reset).toMatchObject({ status: 200, body: { reset: true } });
  });

  it('is not there without TEST_CONTROL', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.client().post('/api/test/jobs/run');
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
