import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../../../platform/env';

/**
 * Where the validated ROA payloads come from, and how they are read (docs/PRODUCT.md "RPKI data",
 * docs/decisions/231-rpki-data.md): an http(s) address asked with the last ETag, or a file whose
 * modification time and size stand for its ETag.
 */

export type VrpSource =
  | { kind: 'http'; url: string; key: string; label: string }
  | { kind: 'file'; path: string; key: string; label: string };

/** The small VRP file a demo server reads when no source is configured (decision 231). */
export const DEMO_VRP_FILE = fileURLToPath(new URL('./demo-vrps.json', import.meta.url));

export const VRP_FETCH_TIMEOUT_MS = 30_000;
/** rpki-client's full JSON is under 100 MB today; past this the answer is cut off and refused. */
export const VRP_MAX_BYTES = 200 * 1024 * 1024;
const VERSION_MAX = 500;

/** An address as logs and the state table name it: no user name, password or query (they may be secrets). */
function redactUrl(url: URL): string {
  const shown = new URL(url.href);
  shown.username = '';
  shown.password = '';
  shown.search = '';
  shown.hash = '';
  return url.search ? `${shown.href}?…` : shown.href;
}

/** The source a location names (RPKI_VRP_URL's forms: http(s) URL, file URL, or a path). */
export function vrpSourceAt(location: string, cwd = process.cwd()): VrpSource {
  if (/^https?:\/\//i.test(location)) {
    const url = new URL(location);
    const label = redactUrl(url);
    return { kind: 'http', url: url.href, key: label, label };
  }
  const filePath = /^file:\/\//i.test(location) ? fileURLToPath(location) : path.resolve(cwd, location);
  return { kind: 'file', path: filePath, key: `file:${filePath}`, label: filePath };
}

/** The configured source: RPKI_VRP_URL, else the demo file on a demo server, else none. */
export function rpkiSourceFromEnv(env: Pick<Env, 'RPKI_VRP_URL' | 'DEMO_MODE'>): VrpSource | null {
  if (env.RPKI_VRP_URL) return vrpSourceAt(env.RPKI_VRP_URL);
  return env.DEMO_MODE ? vrpSourceAt(DEMO_VRP_FILE) : null;
}

/** The version last loaded, sent back so an unchanged source is not read again. */
export interface SourceVersion {
  etag: string | null;
  lastModified: string | null;
}

export type FetchOutcome =
  | { kind: 'unchanged' }
  | { kind: 'body'; text: string; version: SourceVersion }
  | { kind: 'failed'; reason: string };

export interface FetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Ends the exchange early as the timeout would (tests stand in for the timeout with it). */
  signal?: AbortSignal;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const tooLarge = (maxBytes: number): FetchOutcome => ({
  kind: 'failed',
  reason: `the file is larger than ${megabytes(maxBytes)}`,
});
/** A header value worth storing: short, or dropped (it only saves a download next time). */
const keep = (value: string | null) => (value && value.length <= VERSION_MAX ? value : null);

/** Bytes as UTF-8 text; a file that is not UTF-8 is not VRP JSON. */
function decode(bytes: Uint8Array): { ok: true; text: string } | { ok: false } {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads the source unless it still holds `previous` (then 'unchanged'). Never throws: whatever goes
 * wrong comes back as a failure with a reason a person can act on.
 */
export async function fetchVrpSource(
  source: VrpSource,
  previous: SourceVersion | null,
  options: FetchOptions = {},
): Promise<FetchOutcome> {
  const maxBytes = options.maxBytes ?? VRP_MAX_BYTES;
  return source.kind === 'http'
    ? fetchOverHttp(source.url, previous, {
        maxBytes,
        timeoutMs: options.timeoutMs ?? VRP_FETCH_TIMEOUT_MS,
        signal: options.signal,
      })
    : readVrpFile(source.path, previous, maxBytes);
}

function describeNetworkError(error: unknown, timeoutMs: number, what = 'the source did not answer'): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no complete answer within ${timeoutMs / 1000} s`;
  }
  // fetch() says only "fetch failed"; the cause names it (connect ECONNREFUSED 127.0.0.1:9, ENOTFOUND …).
  const cause =
    error instanceof Error ? (error.cause as { message?: string; code?: string } | undefined) : undefined;
  const detail = cause?.message || cause?.code || (error instanceof Error ? error.message : String(error));
  return `${what} (${detail})`;
}

async function fetchOverHttp(
  url: string,
  previous: SourceVersion | null,
  { maxBytes, timeoutMs, signal: cutShort }: { maxBytes: number; timeoutMs: number; signal?: AbortSignal },
): Promise<FetchOutcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'User-Agent': 'Netlease-RPKI/1.0',
  };
  if (previous?.etag) headers['If-None-Match'] = previous.etag;
  if (previous?.lastModified) headers['If-Modified-Since'] = previous.lastModified;
  // One deadline for the whole exchange, the body included.
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = cutShort ? AbortSignal.any([deadline, cutShort]) : deadline;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal, redirect: 'follow' });
  } catch (error) {
    return { kind: 'failed', reason: describeNetworkError(error, timeoutMs) };
  }
  try {
    if (response.status === 304) {
      return previous
        ? { kind: 'unchanged' }
        : { kind: 'failed', reason: 'HTTP 304 Not Modified to a request that named no version' };
    }
    if (response.status !== 200) {
      const statusText = response.statusText ? ` ${response.statusText}` : '';
      return { kind: 'failed', reason: `HTTP ${response.status}${statusText}` };
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) return tooLarge(maxBytes);
    if (!response.body) return { kind: 'failed', reason: 'the answer has no body' };
    // Counted as it arrives (after any decompression): a larger answer is cut off, not held.
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge(maxBytes);
      }
      chunks.push(value);
    }
    const decoded = decode(Buffer.concat(chunks));
    if (!decoded.ok) return { kind: 'failed', reason: 'not VRP JSON: the answer is not UTF-8 text' };
    return {
      kind: 'body',
      text: decoded.text,
      version: {
        etag: keep(response.headers.get('etag')),
        lastModified: keep(response.headers.get('last-modified')),
      },
    };
  } catch (error) {
    return { kind: 'failed', reason: describeNetworkError(error, timeoutMs, 'the answer broke off') };
  } finally {
    // Whatever was not read (an error page, a cut-off answer) is dropped so the socket is freed.
    if (!response.bodyUsed) await response.body?.cancel().catch(() => undefined);
  }
}

/**
 * A file's version is its modification time and size. It is read through one open descriptor, so
 * the version and the text belong to the same file even when rpki-client renames a new one into place.
 */
async function readVrpFile(
  filePath: string,
  previous: SourceVersion | null,
  maxBytes: number,
): Promise<FetchOutcome> {
  let handle;
  try {
    handle = await open(filePath, 'r');
  } catch (error) {
    return {
      kind: 'failed',
      reason: `cannot read ${filePath} (${(error as { code?: string }).code ?? error})`,
    };
  }
  try {
    const stats = await handle.stat({ bigint: true });
    if (!stats.isFile()) return { kind: 'failed', reason: `${filePath} is not a file` };
    const etag = `mtime=${stats.mtimeNs} size=${stats.size}`;
    if (previous?.etag === etag) return { kind: 'unchanged' };
    if (stats.size > BigInt(maxBytes)) return tooLarge(maxBytes);
    const decoded = decode(await handle.readFile());
    if (!decoded.ok) return { kind: 'failed', reason: 'not VRP JSON: the file is not UTF-8 text' };
    return { kind: 'body', text: decoded.text, version: { etag, lastModified: null } };
  } catch (error) {
    return {
      kind: 'failed',
      reason: `cannot read ${filePath} (${(error as { code?: string }).code ?? error})`,
    };
  } finally {
    await handle.close();
  }
}
