import { describe, expect, vi } from 'vitest';
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@netlease/shared/messages';
import { PASSWORD_HASHING, passwordHashingLoad } from '../../../platform/auth/passwords';
import { type TestApp, lastMailedLink } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import type { ApiResponse } from '../../../test/api-client';

/**
 * Password hashing under load (docs/PRODUCT.md "Passwords and mailed links"): a reset link is checked
 * before any hashing, and the process computes at most PASSWORD_HASHING.concurrency argon2 hashes at
 * once, whatever asks for them. Counted by watching argon2 itself, never by timing.
 */

let addressCount = 0;
const freshAddress = () => `198.18.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

/**
 * Watches every argon2 hash and verify: how many were asked for, and the most at once. With `hold`,
 * each one waits until `release()` lets the ones started so far go on.
 */
function watchArgon2({ hold }: { hold: boolean }) {
  const state = { calls: 0, inFlight: 0, peak: 0 };
  const held: Array<() => void> = [];
  const realHash = argon2.hash;
  const realVerify = argon2.verify;
  const watched = async <T>(compute: () => Promise<T>) => {
    state.calls += 1;
    state.inFlight += 1;
    state.peak = Math.max(state.peak, state.inFlight);
    try {
      if (hold) await new Promise<void>((resolve) => held.push(resolve));
      return await compute();
    } finally {
      state.inFlight -= 1;
    }
  };
  const hashSpy = vi
    .spyOn(argon2, 'hash')
    .mockImplementation(((password: string, options?: object) =>
      watched(() => realHash(password, options))) as typeof argon2.hash);
  const verifySpy = vi
    .spyOn(argon2, 'verify')
    .mockImplementation(((hash: string, password: string) =>
      watched(() => realVerify(hash, password))) as typeof argon2.verify);
  return {
    state,
    held,
    release: () => held.splice(0).forEach((resolve) => resolve()),
    restore() {
      hashSpy.mockRestore();
      verifySpy.mockRestore();
    },
  };
}

/**
 * Sends the requests together and lets the held hashes go only once every request has got as far
 * as it can: hashing (held), waiting for a place, or answered. Without a bound, all of them would be
 * hashing at that moment.
 */
async function sendTogether(
  watch: ReturnType<typeof watchArgon2>,
  requests: Array<() => Promise<ApiResponse>>,
): Promise<ApiResponse[]> {
  let answered = 0;
  let isDone = false;
  const all = Promise.all(requests.map((send) => send().finally(() => (answered += 1)))).finally(
    () => (isDone = true),
  );
  while (!isDone) {
    await new Promise((resolve) => setImmediate(resolve));
    const { waiting } = passwordHashingLoad();
    const isStuck = watch.held.length + waiting + answered === requests.length;
    if (watch.held.length > 0 && (isStuck || watch.state.inFlight > PASSWORD_HASHING.concurrency)) {
      watch.release();
    }
  }
  return all;
}

async function resetLinkFor(app: TestApp, email: string) {
  const asked = await app.client({ ip: freshAddress() }).post('/api/auth/forgot-password', { email });
  expect(asked.status).toBe(200);
  return lastMailedLink(app, email).token;
}

describe('POST /api/auth/reset-password', () => {
  test('checks the link before hashing: a burst with links that do not work computes no hash, and is limited per address', async ({
    app,
  }) => {
    const watch = watchArgon2({ hold: false });
    const attacker = app.client({ ip: freshAddress() });
    // One request first, so the burst shares the client's CSRF token.
    expect((await attacker.post('/api/auth/logout')).status).toBe(200);
    try {
      const answers = await Promise.all(
        Array.from({ length: 16 }, () =>
          attacker.post('/api/auth/reset-password', {
            token: randomBytes(32).toString('base64url'),
            password: 'a-new-password-1',
            confirmPassword: 'a-new-password-1',
          }),
        ),
      );
      const refused = answers.filter((answer) => answer.status === 400);
      const limited = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(10);
      expect(limited).toHaveLength(6);
      expect(refused[0]!.body).toMatchObject({ title: MESSAGES.invalidToken.title });
      expect(limited[0]!.body.title).toBe(MESSAGES.tooManyAttempts.title);
      expect(limited[0]!.headers['retry-after']).toBeDefined();
      expect(watch.state.calls).toBe(0);
    } finally {
      watch.restore();
    }
  });
});

describe('password hashing across the process', () => {
  test('never computes more than the bound at once: resets and sign-ins arriving together wait their turn', async ({
    app,
  }) => {
    const resetters = await Promise.all(Array.from({ length: 5 }, () => createUser(app)));
    const tokens = [];
    for (const user of resetters) tokens.push(await resetLinkFor(app, user.email));
    const signers = await Promise.all(Array.from({ length: 5 }, () => createUser(app)));

    const watch = watchArgon2({ hold: true });
    try {
      const answers = await sendTogether(watch, [
        ...tokens.map(
          (token) => () =>
            app.client({ ip: freshAddress() }).post('/api/auth/reset-password', {
              token,
              password: 'a-new-password-1',
              confirmPassword: 'a-new-password-1',
            }),
        ),
        ...signers.map(
          (user) => () =>
            app.client({ ip: freshAddress() }).post('/api/auth/login', {
              email: user.email,
              password: TEST_PASSWORD,
            }),
        ),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(watch.state.calls).toBe(10);
      expect(watch.state.peak).toBe(PASSWORD_HASHING.concurrency);
    } finally {
      watch.release();
      watch.restore();
    }
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });
  });

  test('answers Too many attempts at once when the queue is full, instead of piling up', async ({ app }) => {
    const total = PASSWORD_HASHING.concurrency + PASSWORD_HASHING.maxWaiting;
    const users = await Promise.all(Array.from({ length: total + 1 }, () => createUser(app)));
    const watch = watchArgon2({ hold: true });
    const signIn = (user: { email: string }) =>
      app
        .client({ ip: freshAddress() })
        .post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    try {
      const first = users.slice(0, total).map(signIn);
      while (passwordHashingLoad().waiting < PASSWORD_HASHING.maxWaiting) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(passwordHashingLoad()).toEqual({
        running: PASSWORD_HASHING.concurrency,
        waiting: PASSWORD_HASHING.maxWaiting,
      });
      const metrics = (await app.client().get<string>('/metrics')).body;
      expect(metrics).toContain('netlease_password_hashes{state="running"} 2');
      expect(metrics).toContain('netlease_password_hashes{state="waiting"} 32');
      const refused = await signIn(users[total]!);
      expect(refused.status).toBe(429);
      expect(refused.body.title).toBe(MESSAGES.tooManyAttempts.title);
      expect(refused.headers['retry-after']).toBe('1');
      // The ones in the queue are served in turn.
      let answers: ApiResponse[] = [];
      const done = Promise.all(first).then((all) => (answers = all));
      while (answers.length === 0) {
        watch.release();
        await Promise.race([done, new Promise((resolve) => setImmediate(resolve))]);
      }
      expect(answers.map((answer) => answer.status)).toEqual(Array(total).fill(200));
      expect(watch.state.peak).toBe(PASSWORD_HASHING.concurrency);
    } finally {
      watch.release();
      watch.restore();
    }
  });
});

describe('memory of a burst', () => {
  /** The most the process's resident memory grew above `before` while `work` ran, sampled often. */
  async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
    try {
      await work();
    } finally {
      clearInterval(sampler);
    }
    return Math.max(peak, process.memoryUsage().rss) - before;
  }

  test('holds at most the bound of hashes in memory, whatever arrives at once', async ({ app }) => {
    // argon2id's defaults take 64 MiB a hash. Eight resets with working links arrive together: without
    // the bound libuv runs 4 at once (measured: 268 MiB more), with it 2 (139 MiB).
    const hashMemory = 64 * 1024 * 1024;
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(app)));
    const tokens: string[] = [];
    for (const user of users) tokens.push(await resetLinkFor(app, user.email));
    const growth = await peakGrowth(() =>
      Promise.all(
        tokens.map(async (token) => {
          const answer = await app.client({ ip: freshAddress() }).post('/api/auth/reset-password', {
            token,
            password: 'a-new-password-1',
            confirmPassword: 'a-new-password-1',
          });
          expect(answer.status).toBe(200);
        }),
      ),
    );
    expect(growth / hashMemory, `grew ${Math.round(growth / 2 ** 20)} MiB`).toBeLessThan(
      PASSWORD_HASHING.concurrency + 1,
    );
  });
});
