import { afterAll, beforeAll, describe, expect } from 'vitest';
import { parseEnv } from '../env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { test } from '../../test/server-test';
import { signUpBody } from '../../test/factories';

/**
 * Behind a reverse proxy (TRUST_PROXY, docs/deploy/README.md "Behind a reverse proxy"): a request
 * from a listed proxy is counted by the client its X-Forwarded-For names; anyone else's header is
 * ignored, so a visitor cannot pick the address a limit counts. Registration's limit (10 an hour per
 * address) stands for every per-address limit: they all count by `request.ip`.
 */
const PROXY = '127.7.0.1';
const REGISTRATIONS_PER_HOUR = 10;

/** A registration refused for its weak password: it counts against the limit and creates no one. */
function register(app: TestApp, socket: string, forwardedFor?: string) {
  const client = app.client({ ip: socket });
  const headers = forwardedFor === undefined ? undefined : { 'x-forwarded-for': forwardedFor };
  return client.post(
    '/api/auth/register',
    signUpBody({ name: 'Pat Proxy', email: 'pat@example.com', password: 'x' }),
    { headers },
  );
}

async function statusesOf(count: number, send: (index: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await send(index)).status);
  return statuses;
}

const firstRefusal = (statuses: number[]) => statuses.indexOf(429);

describe('behind a listed proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ trustProxy: `${PROXY}, 10.0.0.0/8` });
  });
  afterAll(() => app.close());

  test('each forwarded client has a limit of its own', async () => {
    const first = await statusesOf(REGISTRATIONS_PER_HOUR + 1, () => register(app, PROXY, '198.51.100.7'));
    expect(firstRefusal(first)).toBe(REGISTRATIONS_PER_HOUR);
    expect(first.slice(0, REGISTRATIONS_PER_HOUR).every((status) => status === 400)).toBe(true);

    // Another visitor through the same proxy is not held by the first one's count.
    expect((await register(app, PROXY, '198.51.100.8')).status).toBe(400);
    // So is a visitor through another listed proxy (a range).
    expect((await register(app, '10.1.2.3', '198.51.100.9')).status).toBe(400);
  });

  test('addresses a client puts before the real one change nothing', async () => {
    const client = '198.51.100.20';
    await statusesOf(REGISTRATIONS_PER_HOUR, () => register(app, PROXY, client));
    // The proxy appends the address it saw; what the client wrote before it is not believed.
    const spoofed = await register(app, PROXY, `203.0.113.1, ${client}`);
    expect(spoofed.status).toBe(429);
    expect(spoofed.body.title).toBe('Too many attempts');
  });

  test('a request from elsewhere is counted by its socket, whatever header it sends', async () => {
    const statuses = await statusesOf(REGISTRATIONS_PER_HOUR + 1, (index) =>
      register(app, '127.7.0.2', `198.51.100.${100 + index}`),
    );
    expect(firstRefusal(statuses)).toBe(REGISTRATIONS_PER_HOUR);
  });

  test('a forwarded request from the proxy on this machine is not local', async () => {
    const local = await createTestApp({ trustProxy: 'loopback' });
    try {
      expect((await local.client().get('/metrics')).status).toBe(200);
      const forwarded = await local.client().get('/metrics', { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(forwarded.status).toBe(403);
    } finally {
      await local.close();
    }
  });
});

test('without TRUST_PROXY the header is ignored', async ({ app }) => {
  const statuses = await statusesOf(REGISTRATIONS_PER_HOUR + 1, (index) =>
    register(app, PROXY, `198.51.100.${index}`),
  );
  expect(firstRefusal(statuses)).toBe(REGISTRATIONS_PER_HOUR);
});

describe('a forwarding header TRUST_PROXY does not heed', () => {
  const warnings = (app: TestApp) =>
    app.logged.filter((line) => String(line.msg).includes('TRUST_PROXY does not list'));

  test('is logged once, naming its sender, when no proxy is listed', async () => {
    const app = await createTestApp({ keepWarnings: true });
    try {
      expect((await register(app, PROXY)).status).toBe(400);
      expect(warnings(app)).toEqual([]);
      await register(app, PROXY, '198.51.100.7');
      await register(app, '127.7.0.2', '198.51.100.8');
      expect(warnings(app)).toHaveLength(1);
      expect(warnings(app)[0]).toMatchObject({ level: 40, sender: PROXY });
      expect(warnings(app)[0]!.msg).toContain(`counts it as ${PROXY}`);
    } finally {
      await app.close();
    }
  });

  test('is not logged for a listed proxy, and is for a sender not listed', async () => {
    const app = await createTestApp({ keepWarnings: true, trustProxy: PROXY });
    try {
      await register(app, PROXY, '198.51.100.7');
      expect(warnings(app)).toEqual([]);
      await register(app, '127.7.0.2', '198.51.100.8');
      expect(warnings(app).map((line) => line.sender)).toEqual(['127.7.0.2']);
    } finally {
      await app.close();
    }
  });
});

describe('the TRUST_PROXY setting', () => {
  test('takes addresses, ranges and the named ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(parseEnv({ TRUST_PROXY: 'loopback,uniquelocal' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
  });

  test.each(['true', '*', 'proxy.example.com', '10.0.0.0/33', '10.0.0.300'])('refuses %s', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: must be proxy addresses or ranges, comma-separated/,
    );
  });
});
