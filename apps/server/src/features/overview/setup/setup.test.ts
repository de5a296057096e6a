import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { MINUTE } from '../../../platform/clock';
import { serverInstances } from '../../../platform/db/schema/index';
import {
  PRESENCE_TIMEOUT_MS,
  startInstancePresence,
} from '../../../platform/observability/instance-presence';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';

// How the marketplace is set up, for admins (docs/PRODUCT.md "Admin panel", docs/decisions/315).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM server_instances`);
});

/** A log that keeps what it was told. */
function keptLog() {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    warn: (_details: object, message: string) => void warnings.push(message),
    error: (_details: object, message: string) => void errors.push(message),
  };
}

/** The test app's context with a DATA_DIR of its own: an instance keeping its files elsewhere. */
const withOwnDataDir = () => ({
  ...t.ctx,
  env: { ...t.ctx.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'netlease-instance-')) },
});

const setupAsAdmin = async () => {
  const admin = await signInAs(t, { role: 'admin' });
  const answer = await admin.client.get('/api/admin/setup');
  expect(answer.status).toBe(200);
  return answer.body as {
    cardPayments: string;
    mail: string;
    fileStorage: string;
    instances: Array<{ host: string; pid: number; fileStorage: string; isThisInstance: boolean }>;
    filesShared: boolean;
  };
};

describe('GET /api/admin/setup', () => {
  it('tells admins the card processor, mail, file storage and the instances running', async () => {
    const log = keptLog();
    const first = await startInstancePresence(t.ctx, { log });
    const second = await startInstancePresence(t.ctx, { log, host: 'web-2', pid: 4242 });
    try {
      const setup = await setupAsAdmin();
      expect(setup).toMatchObject({
        cardPayments: t.ctx.env.CARD_GATEWAY,
        mail: 'outbox',
        fileStorage: 'local',
        filesShared: true,
      });
      const filesDir = path.resolve(t.ctx.env.DATA_DIR, 'files');
      expect(setup.instances.map(({ host, pid, isThisInstance }) => ({ host, pid, isThisInstance }))).toEqual(
        [
          { host: expect.any(String), pid: process.pid, isThisInstance: true },
          { host: 'web-2', pid: 4242, isThisInstance: false },
        ],
      );
      expect(setup.instances[0]!.fileStorage).toBe(`${filesDir} on ${setup.instances[0]!.host}`);
      expect(log.warnings).toEqual([]);
    } finally {
      await first.stop();
      await second.stop();
    }
    expect((await setupAsAdmin()).instances).toEqual([]);
  });

  it('says when the running instances keep their files in different places, and warns once', async () => {
    const log = keptLog();
    const first = await startInstancePresence(t.ctx, { log });
    const elsewhere = await startInstancePresence(withOwnDataDir(), { log, host: 'web-2', pid: 4242 });
    try {
      expect((await setupAsAdmin()).filesShared).toBe(false);
      expect(log.warnings).toEqual([
        expect.stringContaining('the running instances keep uploaded files in different places'),
      ]);
      // The first instance sees it at its next mark; neither warns again while it lasts.
      await first.markSeen();
      expect(log.warnings).toHaveLength(2);
      await elsewhere.markSeen();
      await first.markSeen();
      expect(log.warnings).toHaveLength(2);

      // Shared again once the other stopped; a new instance elsewhere is told of once more.
      await elsewhere.stop();
      await first.markSeen();
      expect((await setupAsAdmin()).filesShared).toBe(true);
      const again = await startInstancePresence(withOwnDataDir(), { log, host: 'web-3', pid: 4343 });
      await first.markSeen();
      expect(log.warnings).toHaveLength(4);
      await again.stop();
    } finally {
      await first.stop();
      await elsewhere.stop();
    }
  });

  it('forgets an instance that stopped without saying so, three minutes after it was last seen', async () => {
    const log = keptLog();
    const first = await startInstancePresence(t.ctx, { log });
    const gone = await startInstancePresence(withOwnDataDir(), { log, host: 'crashed', pid: 1 });
    try {
      await t.db
        .update(serverInstances)
        .set({ seenAt: new Date(t.clock.now().getTime() - PRESENCE_TIMEOUT_MS - MINUTE) })
        .where(eq(serverInstances.host, 'crashed'));
      const setup = await setupAsAdmin();
      expect(setup.instances.map((instance) => instance.host)).not.toContain('crashed');
      expect(setup.filesShared).toBe(true);
      await first.markSeen();
      expect(await t.db.select().from(serverInstances).where(eq(serverInstances.host, 'crashed'))).toEqual(
        [],
      );
    } finally {
      await first.stop();
      await gone.stop();
    }
  });

  it('refuses visitors (401) and other roles (403)', async () => {
    expect((await t.client().get('/api/admin/setup')).status).toBe(401);
    for (const role of ['leaser', 'monetizer', 'staff'] as const) {
      const { client } = await signInAs(t, { role });
      expect((await client.get('/api/admin/setup')).status).toBe(403);
    }
  });
});
