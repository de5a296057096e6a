import { describe, expect } from 'vitest';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { LIVE_STREAM_LIMITS } from '@netlease/shared/notification-limits';
import { MESSAGES } from '@netlease/shared/messages';
import { AUCTIONS_TOPIC } from '@netlease/shared/auctions-constants';
import { test } from '../../test/server-test';
import { signInAs } from '../../test/factories';
import type { ApiClient } from '../../test/api-client';

/**
 * Caps on live update streams (docs/PRODUCT.md "Notifications and live updates"), with real streams
 * over real sockets: each one's client address is a loopback address of its own choosing.
 */
let port: number;
/** The server's end of each connection, by the client's port, to know when the server saw a close. */
const serverSockets = new Map<number, Socket>();
test.beforeAll(async ({ app }) => {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.app.server.address() as AddressInfo).port;
  app.app.server.on('connection', (socket: Socket) => serverSockets.set(socket.remotePort!, socket));
});

interface Stream {
  status: number;
  body: string;
  /** Closes the stream and resolves once the server has seen it close. */
  close(): Promise<void>;
}

/** Opens GET /api/events from `from` (a loopback address); a refused one is read whole. */
function openStream(from: string, options: { cookie?: string; topics?: string } = {}): Promise<Stream> {
  const path = options.topics ? `/api/events?topics=${encodeURIComponent(options.topics)}` : '/api/events';
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress: from,
        agent: false,
        headers: options.cookie ? { cookie: options.cookie } : {},
      },
      (response) => {
        const clientPort = request.socket!.localPort!;
        const close = async () => {
          const serverSide = serverSockets.get(clientPort);
          const closed = serverSide && !serverSide.destroyed ? once(serverSide, 'close') : Promise.resolve();
          request.destroy();
          await closed;
          // The stream's own close handlers run in the turn after the socket's.
          await new Promise((done) => setImmediate(done));
        };
        if (response.statusCode === 200) {
          resolve({ status: 200, body: '', close });
          return;
        }
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body, close }));
      },
    );
    request.on('error', reject);
  });
}

const cookieOf = (client: ApiClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

async function closeAll(streams: Stream[]) {
  await Promise.all(streams.map((stream) => stream.close()));
}

describe('live update streams', () => {
  test('takes at most the cap from one address, even opened all at once; another address is not affected; closing one frees its place', async () => {
    const extra = 5;
    const opened = await Promise.all(
      Array.from({ length: LIVE_STREAM_LIMITS.perAddress + extra }, () =>
        openStream('127.0.50.1', { topics: AUCTIONS_TOPIC }),
      ),
    );
    const live = opened.filter((stream) => stream.status === 200);
    const refused = opened.filter((stream) => stream.status !== 200);
    try {
      expect(live).toHaveLength(LIVE_STREAM_LIMITS.perAddress);
      expect(refused.map((stream) => stream.status)).toEqual(Array(extra).fill(429));
      expect(JSON.parse(refused[0]!.body)).toMatchObject({
        code: 'too_many_requests',
        title: MESSAGES.tooManyLiveStreams.title,
        message: MESSAGES.tooManyLiveStreams.description,
      });

      const elsewhere = await openStream('127.0.50.2', { topics: AUCTIONS_TOPIC });
      expect(elsewhere.status).toBe(200);
      await elsewhere.close();

      expect((await openStream('127.0.50.1', { topics: AUCTIONS_TOPIC })).status).toBe(429);
      await live.pop()!.close();
      const again = await openStream('127.0.50.1', { topics: AUCTIONS_TOPIC });
      expect(again.status).toBe(200);
      live.push(again);
    } finally {
      await closeAll(live);
    }
    // Every place is given back: the address opens a full set again.
    const refilled = await Promise.all(
      Array.from({ length: LIVE_STREAM_LIMITS.perAddress }, () =>
        openStream('127.0.50.1', { topics: AUCTIONS_TOPIC }),
      ),
    );
    expect(refilled.every((stream) => stream.status === 200)).toBe(true);
    await closeAll(refilled);
  });

  test('takes at most the cap for one signed-in user, from any addresses; another user is not affected', async ({
    app,
    leaser: { client },
  }) => {
    const other = await signInAs(app);
    const cookie = cookieOf(client);
    const addresses = Array.from({ length: LIVE_STREAM_LIMITS.perUser + 2 }, (_, i) => `127.0.51.${i + 1}`);
    const opened = await Promise.all(addresses.map((from) => openStream(from, { cookie })));
    const live = opened.filter((stream) => stream.status === 200);
    try {
      expect(live).toHaveLength(LIVE_STREAM_LIMITS.perUser);
      expect(opened.filter((stream) => stream.status === 429)).toHaveLength(2);

      const others = await openStream(addresses[0]!, { cookie: cookieOf(other.client) });
      expect(others.status).toBe(200);
      await others.close();

      await live.pop()!.close();
      const again = await openStream('127.0.51.200', { cookie });
      expect(again.status).toBe(200);
      live.push(again);
    } finally {
      await closeAll(live);
    }
  });
});
