import dgram from 'node:dgram';
import { describe, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ipReputationLogs, ipSubnets, notifications } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs } from '../../../test/factories';
import { createIpOrder, createOwnedSubnet } from '../../../test/trust-fixtures';
import { HOUR } from '../../../platform/clock';
import {
  CHECK_INTERVAL_MS,
  createDnsLookup,
  dnsblQueryName,
  runReputationChecks,
  sampleAddresses,
  scoreFromListings,
  type CheckerConfig,
  type DnsLookup,
} from './reputation.checker';

const ZONE = 'bl.example.test';
const OTHER_ZONE = 'dnsbl.example.test';

/** An injected resolver: the names in `listed` answer 127.0.0.2, everything else does not exist. */
function fakeLookup(listed: Set<string>): DnsLookup & { queries: string[] } {
  const queries: string[] = [];
  const lookup = async (name: string) => {
    queries.push(name);
    return listed.has(name) ? ['127.0.0.2'] : [];
  };
  return Object.assign(lookup, { queries });
}

const config = (lookup: DnsLookup, blocklists = [ZONE]): CheckerConfig => ({ lookup, blocklists });
const listingsFor = (cidr: string, zone = ZONE, count = 8) =>
  sampleAddresses(cidr)
    .slice(0, count)
    .map((address) => dnsblQueryName(address, zone));

async function logsOf(app: TestApp, subnetId: string) {
  return app.db.select().from(ipReputationLogs).where(eq(ipReputationLogs.subnetId, subnetId));
}

describe('scoring rules', () => {
  test('samples eight addresses of a /24, the first usable one included', () => {
    expect(sampleAddresses('198.18.0.0/24')).toEqual([
      '198.18.0.1',
      '198.18.0.33',
      '198.18.0.65',
      '198.18.0.97',
      '198.18.0.129',
      '198.18.0.161',
      '198.18.0.193',
      '198.18.0.225',
    ]);
    expect(sampleAddresses('198.18.0.7/32')).toEqual(['198.18.0.7']);
    expect(sampleAddresses('2001:db8::/48')).toEqual([]);
    expect(dnsblQueryName('198.18.0.1', ZONE)).toBe(`1.0.18.198.${ZONE}`);
  });

  test('scores listings into the reputation bands', () => {
    expect(scoreFromListings(8, [0, 0])).toBe(100);
    expect(scoreFromListings(8, [1])).toBe(82); // Warning
    expect(scoreFromListings(8, [8])).toBe(60); // Blacklisted
    expect(scoreFromListings(8, [1, 1])).toBe(64); // Blacklisted
    expect(scoreFromListings(8, [8, 8, 8])).toBe(0);
  });
});

describe('the checker', () => {
  test('does not run without a configured resolver', async ({ app }) => {
    const owner = await createUser(app, { role: 'monetizer' });
    const { subnet } = await createOwnedSubnet(app, owner.id);
    expect(await runReputationChecks(app.ctx)).toBe(0);
    expect(await logsOf(app, subnet.id)).toEqual([]);
  });

  test('scores a subnet, logs the check and waits the interval before checking again', async ({
    app,
    db,
  }) => {
    const owner = await createUser(app, { role: 'monetizer' });
    const { subnet, cidr } = await createOwnedSubnet(app, owner.id);
    const lookup = fakeLookup(new Set(listingsFor(cidr, ZONE, 1)));
    await runReputationChecks(app.ctx, config(lookup, [ZONE, OTHER_ZONE]));

    const [row] = await db.select().from(ipSubnets).where(eq(ipSubnets.id, subnet.id));
    expect(row!.reputationScore).toBe(82);
    const logs = await logsOf(app, subnet.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ score: 82, listedOn: [ZONE], orderId: null });
    expect(lookup.queries).toContain(`1.${cidr.split('.')[2]}.18.198.${OTHER_ZONE}`);

    await runReputationChecks(app.ctx, config(lookup));
    expect(await logsOf(app, subnet.id)).toHaveLength(1);
    app.clock.advance(CHECK_INTERVAL_MS);
    await runReputationChecks(app.ctx, config(lookup));
    expect(await logsOf(app, subnet.id)).toHaveLength(2);
  });

  test('notifies the owner and the leaser when a subnet drops into Blacklisted, once', async ({
    app,
    db,
  }) => {
    const owner = await createUser(app, { role: 'monetizer' });
    const leaser = await createUser(app);
    const { subnet, cidr } = await createOwnedSubnet(app, owner.id);
    const order = await createIpOrder(app, { leaserId: leaser.id, monetizerId: owner.id, subnet });
    const lookup = fakeLookup(new Set(listingsFor(cidr)));
    await runReputationChecks(app.ctx, config(lookup));

    const [log] = await logsOf(app, subnet.id);
    expect(log).toMatchObject({ score: 60, orderId: order.id });
    for (const userId of [owner.id, leaser.id]) {
      const alerts = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'reputation')));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ title: 'IP Reputation Alert', link: '/reputation' });
      expect(alerts[0]!.message).toContain(`${cidr} scored 60/100 (Blacklisted) at its first check`);
    }

    // Still blacklisted at the next check: no second alert.
    app.clock.advance(CHECK_INTERVAL_MS);
    await runReputationChecks(app.ctx, config(lookup));
    expect(await logsOf(app, subnet.id)).toHaveLength(2);
    const alerts = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'reputation')));
    expect(alerts).toHaveLength(1);
  });

  test('records nothing when every lookup fails, and retries sooner', async ({ app }) => {
    const owner = await createUser(app, { role: 'monetizer' });
    const { subnet } = await createOwnedSubnet(app, owner.id);
    const failing: DnsLookup = async () => {
      throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
    };
    await runReputationChecks(app.ctx, config(failing));
    expect(await logsOf(app, subnet.id)).toEqual([]);
    // A list answering with its "refused" code is a failure, not a listing.
    const refusing: DnsLookup = async () => ['127.255.255.254'];
    app.clock.advance(HOUR);
    await runReputationChecks(app.ctx, config(refusing));
    expect(await logsOf(app, subnet.id)).toEqual([]);
    app.clock.advance(HOUR);
    await runReputationChecks(app.ctx, config(fakeLookup(new Set())));
    expect((await logsOf(app, subnet.id)).map((log) => log.score)).toEqual([100]);
  });

  test('checks each due subnet once when runs overlap', async ({ app }) => {
    const owner = await createUser(app, { role: 'monetizer' });
    const subnets = await Promise.all([1, 2, 3].map(() => createOwnedSubnet(app, owner.id)));
    app.clock.advance(CHECK_INTERVAL_MS);
    const lookup = fakeLookup(new Set());
    await Promise.all([1, 2, 3, 4].map(() => runReputationChecks(app.ctx, config(lookup), { batchSize: 2 })));
    await runReputationChecks(app.ctx, config(lookup));
    for (const { subnet } of subnets) expect(await logsOf(app, subnet.id)).toHaveLength(1);
  });

  test('asks the configured DNS server (a local one on 127.0.0.1)', async ({ app }) => {
    const owner = await createUser(app, { role: 'monetizer' });
    const { subnet, cidr } = await createOwnedSubnet(app, owner.id);
    const server = await startDnsServer(new Set(listingsFor(cidr, ZONE, 8)));
    try {
      const lookup = createDnsLookup([`127.0.0.1:${server.port}`], { timeoutMs: 10_000 });
      expect(await lookup(listingsFor(cidr)[0]!)).toEqual(['127.0.0.2']);
      expect(await lookup(`1.0.0.127.${OTHER_ZONE}`)).toEqual([]);
      app.clock.advance(CHECK_INTERVAL_MS);
      await runReputationChecks(app.ctx, { lookup, blocklists: [ZONE] }, { batchSize: 500 });
      const logs = await logsOf(app, subnet.id);
      expect(logs.map((log) => log.score)).toEqual([60]);
      expect(server.queries.length).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  });
});

describe('reputation pages', () => {
  test('lists owned and leased subnets with their latest score; admins see the logs', async ({
    app,
    seller: owner,
    leaser,
  }) => {
    const stranger = await signInAs(app);
    const admin = await signInAs(app, { role: 'admin' });
    const { subnet, cidr } = await createOwnedSubnet(app, owner.user.id);
    const order = await createIpOrder(app, { leaserId: leaser.user.id, monetizerId: owner.user.id, subnet });
    app.clock.advance(CHECK_INTERVAL_MS);
    await runReputationChecks(app.ctx, config(fakeLookup(new Set(listingsFor(cidr, ZONE, 1)))), {
      batchSize: 500,
    });

    const mine = await owner.client.get('/api/reputation/subnets');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({ subnet: cidr, score: 82, relation: 'owner', checkedAt: expect.any(String) }),
    ]);
    const leased = await leaser.client.get('/api/reputation/subnets');
    expect(leased.body).toEqual([
      expect.objectContaining({ subnet: cidr, score: 82, relation: 'leaser', orderId: order.id }),
    ]);
    expect((await stranger.client.get('/api/reputation/subnets')).body).toEqual([]);
    expect((await app.client().get('/api/reputation/subnets')).status).toBe(401);

    const logs = await admin.client.get('/api/admin/reputation/logs');
    expect(logs.body.items.find((log: { subnet: string }) => log.subnet === cidr)).toMatchObject({
      ownerEmail: owner.user.email,
      leaserEmail: leaser.user.email,
      orderId: order.id,
      score: 82,
      listedOn: [ZONE],
    });
    expect((await owner.client.get('/api/admin/reputation/logs')).status).toBe(403);
  });
});

/** A tiny authoritative DNS server for tests: A 127.0.0.2 for listed names, NXDOMAIN otherwise. */
async function startDnsServer(listed: Set<string>) {
  const socket = dgram.createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (message, remote) => {
    let offset = 12;
    const labels: string[] = [];
    while (message[offset] !== 0) {
      const length = message[offset]!;
      labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'));
      offset += length + 1;
    }
    const questionEnd = offset + 5;
    const qtype = message.readUInt16BE(offset + 1);
    const name = labels.join('.').toLowerCase();
    queries.push(name);
    const isListed = listed.has(name);
    const header = Buffer.alloc(12);
    header.writeUInt16BE(message.readUInt16BE(0), 0);
    header.writeUInt16BE(isListed ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    const hasAnswer = isListed && qtype === 1;
    header.writeUInt16BE(hasAnswer ? 1 : 0, 6);
    const answer = hasAnswer
      ? Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4, 127, 0, 0, 2])
      : Buffer.alloc(0);
    socket.send(
      Buffer.concat([header, message.subarray(12, questionEnd), answer]),
      remote.port,
      remote.address,
    );
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, queries, close: () => socket.close() };
}
