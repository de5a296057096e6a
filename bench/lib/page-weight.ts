/**
 * The JavaScript a page's HTML makes the browser fetch at once (its module scripts and modulepreload
 * links), counted as the server sends it: requested with Accept-Encoding: br, gzip over node:http,
 * which does not decode, so the bytes counted are the bytes on the wire (body only).
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';

export interface PageScripts {
  page: string;
  scripts: Array<{ path: string; bytes: number; encoding: string }>;
  totalBytes: number;
}

function get(url: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)));
  });
}

export async function measurePageScripts(base: string, pages: string[]): Promise<PageScripts[]> {
  const results: PageScripts[] = [];
  for (const page of pages) {
    const html = await get(`${base}${page}`);
    if (html.status !== 200) throw new Error(`GET ${page}: ${html.status}`);
    // The HTML itself may come compressed: read it through fetch, which decodes.
    const text = await (await fetch(`${base}${page}`)).text();
    const paths = new Set<string>();
    for (const match of text.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) paths.add(match[1]!);
    for (const match of text.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
      paths.add(match[1]!);
    for (const match of text.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g))
      paths.add(match[1]!);
    const scripts = [];
    for (const scriptPath of paths) {
      const url = new URL(scriptPath, `${base}${page}`);
      if (url.origin !== new URL(base).origin) continue;
      const script = await get(url.toString());
      scripts.push({ path: url.pathname, bytes: script.body.length, encoding: script.encoding });
    }
    results.push({ page, scripts, totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0) });
  }
  return results;
}

/** The rows of bench/results/bundle-sizes.md (written by scripts/check-bundle-budget.mjs) for `pages`. */
export function readBundleSizes(file: string, pages: string[]): { header: string; rows: string[] } | null {
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const header = lines.find((line) => line.startsWith('| route')) ?? '';
  const rows = lines.filter((line) => pages.some((page) => line.startsWith(`| ${page} |`)));
  return { header, rows };
}
