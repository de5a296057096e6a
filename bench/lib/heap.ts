import WebSocket from 'ws';
import { readRssBytes, type RunningServer } from './server';

/** What a process holds after a full garbage collection (goal G6: growth over repeated rounds). */
export interface HeapAfterCollection {
  /** V8's heap in use after the collection (Runtime.getHeapUsage). */
  heapUsedBytes: number;
  /** The resident set right after it (VmRSS). */
  rssBytes: number | undefined;
}

const INSPECTOR_WAIT_MS = 10_000;

/**
 * Asks a server started with an inspector port (`startServer`'s `inspectPort`) for a full garbage
 * collection and reads its heap in use right after, over the DevTools protocol on 127.0.0.1.
 *
 * The server runs with the port reserved but its inspector off, as in production, until this first
 * call: SIGUSR1 is Node's signal to open the inspector on that port. Undefined when the inspector
 * does not answer (the port taken meanwhile, the process gone): the report then says "n/a".
 */
export async function collectGarbage(server: RunningServer): Promise<HeapAfterCollection | undefined> {
  if (server.inspectPort === undefined) return undefined;
  try {
    process.kill(server.pid, 'SIGUSR1');
    const target = await inspectorTarget(server.inspectPort);
    const socket = new WebSocket(target);
    try {
      // Kept for the socket's life: an error after opening closes it, which fails the call waiting.
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.on('error', reject);
      });
      const call = protocolCaller(socket);
      await call('HeapProfiler.collectGarbage');
      const usage = (await call('Runtime.getHeapUsage')) as { usedSize: number };
      return { heapUsedBytes: usage.usedSize, rssBytes: readRssBytes(server.pid) };
    } finally {
      socket.close();
    }
  } catch {
    return undefined;
  }
}

/** The inspector's WebSocket address, once its HTTP listing answers on 127.0.0.1. */
async function inspectorTarget(port: number): Promise<string> {
  const deadline = Date.now() + INSPECTOR_WAIT_MS;
  for (;;) {
    const targets = await fetch(`http://127.0.0.1:${port}/json/list`)
      .then((response) =>
        response.ok ? (response.json() as Promise<Array<{ webSocketDebuggerUrl?: string }>>) : [],
      )
      .catch(() => []);
    const address = targets[0]?.webSocketDebuggerUrl;
    if (address && new URL(address).hostname === '127.0.0.1') return address;
    if (Date.now() > deadline) throw new Error(`No inspector answered on 127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends DevTools protocol calls over one socket and resolves each with its own answer. */
function protocolCaller(socket: WebSocket) {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const caller = message.id === undefined ? undefined : waiting.get(message.id);
    if (!caller) return;
    waiting.delete(message.id!);
    if (message.error) caller.reject(new Error(message.error.message));
    else caller.resolve(message.result);
  });
  socket.once('close', () => {
    for (const caller of waiting.values()) caller.reject(new Error('The inspector closed the connection'));
    waiting.clear();
  });
  return (method: string): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method }));
    });
}
