import { describe, expect } from 'vitest';
import { ipReputationLogs } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { createIpOrder, createOwnedSubnet } from '../../../test/trust-fixtures';
import { DAY } from '../../../platform/clock';

const daysAgo = (app: TestApp, days: number) => new Date(app.clock.now().getTime() - days * DAY);

describe('subnet score history (the /reputation chart)', () => {
  test('gives an owner every check of their subnets and a leaser only the checks of their lease', async ({
    app,
    db,
    seller: owner,
    leaser,
  }) => {
    const stranger = await signInAs(app, { role: 'monetizer' });
    const { subnet, cidr } = await createOwnedSubnet(app, owner.user.id);
    const quiet = await createOwnedSubnet(app, owner.user.id);
    const strangers = await createOwnedSubnet(app, stranger.user.id);
    const order = await createIpOrder(app, { leaserId: leaser.user.id, monetizerId: owner.user.id, subnet });
    await db.insert(ipReputationLogs).values([
      // Too old for the default 90-day window.
      { subnetId: subnet.id, score: 40, checkedAt: daysAgo(app, 120) },
      // Before the lease: the owner's history, not the leaser's.
      { subnetId: subnet.id, score: 100, checkedAt: daysAgo(app, 20) },
      { subnetId: subnet.id, orderId: order.id, score: 75, checkedAt: daysAgo(app, 5) },
      { subnetId: subnet.id, orderId: order.id, score: 60, checkedAt: daysAgo(app, 1) },
      { subnetId: strangers.subnet.id, score: 10, checkedAt: daysAgo(app, 2) },
    ]);

    const mine = await owner.client.get('/api/reputation/subnets/history');
    expect(mine.status).toBe(200);
    expect(mine.body.days).toBe(90);
    expect(mine.body.subnets).toEqual([
      {
        subnetId: subnet.id,
        subnet: cidr,
        relation: 'owner',
        points: [
          { checkedAt: daysAgo(app, 20).toISOString(), score: 100 },
          { checkedAt: daysAgo(app, 5).toISOString(), score: 75 },
          { checkedAt: daysAgo(app, 1).toISOString(), score: 60 },
        ],
      },
    ]);
    // A subnet never checked has no line.
    expect(mine.body.subnets.map((row: { subnetId: string }) => row.subnetId)).not.toContain(quiet.subnet.id);

    const leased = await leaser.client.get('/api/reputation/subnets/history');
    expect(leased.body.subnets).toEqual([
      {
        subnetId: subnet.id,
        subnet: cidr,
        relation: 'leaser',
        points: [
          { checkedAt: daysAgo(app, 5).toISOString(), score: 75 },
          { checkedAt: daysAgo(app, 1).toISOString(), score: 60 },
        ],
      },
    ]);

    const longer = await owner.client.get('/api/reputation/subnets/history?days=365');
    expect(longer.body.subnets[0].points.map((point: { score: number }) => point.score)).toEqual([
      40, 100, 75, 60,
    ]);
    const theirs = await stranger.client.get('/api/reputation/subnets/history');
    expect(theirs.body.subnets.map((row: { subnetId: string }) => row.subnetId)).toEqual([
      strangers.subnet.id,
    ]);
    const nobody = await signInAs(app);
    expect((await nobody.client.get('/api/reputation/subnets/history')).body.subnets).toEqual([]);
  });

  test('refuses visitors and bad windows', async ({ app }) => {
    expect((await app.client().get('/api/reputation/subnets/history')).status).toBe(401);
    const user = await signInAs(app);
    expect((await user.client.get('/api/reputation/subnets/history?days=0')).status).toBe(400);
  });
});
