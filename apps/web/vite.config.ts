import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 256;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) next to every text file
 * of the build, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing on every request or, as before, not at all (docs/decisions/210-precompressed-web-app.md).
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'netlease-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          // A copy that is not smaller is useless: the server then sends the file itself.
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** What the web app's zod keeps of the JSON Schema code: reading a schema's own checks. */
const ZOD_JSON_SCHEMA_IMPORTS = {
  'import * as processors from "../core/json-schema-processors.js";':
    'import { aggregateChecks } from "../core/json-schema-processors.js";\n' +
    'const processors = new Proxy({ aggregateChecks }, { get: (kept, name) => kept[name] ?? withoutJsonSchema });',
  'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";':
    'const createStandardJSONSchemaMethod = () => withoutJsonSchema;\n' +
    'const createToJSONSchemaMethod = createStandardJSONSchemaMethod;',
};

/**
 * Leaves zod's JSON Schema generation out of the web app. Since zod 4.2 every schema of the classic
 * API carries `toJSONSchema()` and `~standard.jsonSchema`, so the whole generator (about 4 KB as
 * sent, a fifth of zod) came with every page that checks a form, though only the server writes JSON
 * Schema (the OpenAPI document). In the browser those two methods throw instead; parsing, checks and
 * messages are zod's own code, unchanged (docs/decisions/277). Should zod change these imports, the
 * build stops here rather than ship the generator unnoticed or break it.
 */
function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'netlease-zod-without-json-schema',
    apply: 'build',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/node_modules/zod/v4/classic/schemas.js')) return null;
      let kept = code;
      for (const [original, replacement] of Object.entries(ZOD_JSON_SCHEMA_IMPORTS)) {
        if (!kept.includes(original)) {
          this.error(`zod's classic schemas no longer import ${original}: update zodWithoutJsonSchema`);
        }
        kept = kept.replace(original, replacement);
      }
      return {
        code:
          'const withoutJsonSchema = () => {\n' +
          "  throw new Error('JSON Schema generation is left out of the web app (docs/decisions/277)');\n" +
          '};\n' +
          kept,
        map: null,
      };
    },
  };
}

/** The absolute paths of the files a chunk group lists; the build stops when one is missing. */
function listedFiles(chunk: string, files: string[]) {
  return files.map((file) => {
    const absolute = fileURLToPath(new URL(file, import.meta.url));
    if (!existsSync(absolute)) throw new Error(`vite.config.ts: ${file} is listed for ${chunk} but missing`);
    return absolute.replaceAll('\\', '/');
  });
}

/** A chunk group's test: one of its listed files, or a lucide icon its pattern names. */
const inGroup = (files: string[], icons: RegExp) => (id: string) => {
  const file = id.replaceAll('\\', '/');
  return files.includes(file) || icons.test(file);
};

/**
 * The small modules the listing page shares with other pages (contracts, the saved-listing calls,
 * the rating summary, three icons), in one chunk: on their own they were nine files of a few hundred
 * bytes, and a phone opening a shared listing link waited for them over HTTP/1.1's six connections,
 * round trip after round trip, before it could draw the listing (docs/decisions/305). Should a file
 * listed here move, the build stops rather than quietly split them again.
 */
const LISTING_SHARED_FILES = listedFiles('listing-shared', [
  '../../packages/shared/src/conversations-constants.ts',
  '../../packages/shared/src/providers-constants.ts',
  '../../packages/shared/src/reputation-constants.ts',
  '../../packages/shared/src/saved-listings-constants.ts',
  '../../packages/shared/src/routes/web/conversation.ts',
  '../../packages/shared/src/routes/web/saved-listing.ts',
  './src/features/catalog/saved-listings/api/get-saved-state.ts',
  './src/features/catalog/saved-listings/api/list-saved-listings.ts',
  './src/features/catalog/saved-listings/api/toggle-saved-listing.ts',
  './src/features/accounts/profile/components/rating-summary.tsx',
]);
const LISTING_SHARED_ICONS = /\/lucide-react\/dist\/esm\/icons\/(?:bookmark|circle-check|star)\.mjs$/;
const isListingShared = inGroup(LISTING_SHARED_FILES, LISTING_SHARED_ICONS);

/**
 * The small modules the dashboard, where every sign-in lands, shares with other pages (the icons of
 * its figures and shortcuts that other pages show too, the date helpers), in one chunk: on their own
 * they were seven files of a few hundred bytes each, waited for over a phone's six connections
 * before the page could draw (docs/decisions/319). The listing's shared chunk keeps the icons it
 * already holds. Should a file listed here move, the build stops.
 */
const DASHBOARD_SHARED_FILES = listedFiles('dashboard-shared', ['./src/lib/dates.ts']);
const DASHBOARD_SHARED_ICONS =
  /\/lucide-react\/dist\/esm\/icons\/(?:bell|file-text|life-buoy|server|store|wallet)\.mjs$/;
const isDashboardShared = inGroup(DASHBOARD_SHARED_FILES, DASHBOARD_SHARED_ICONS);

export default defineConfig({
  plugins: [zodWithoutJsonSchema(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod without its eval probe, which our Content-Security-Policy reports (src/lib/zod.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  // The manifest lets scripts/check-bundle-budget.mjs measure each route's first load.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (React, the router, the query client, the layout)
        // in one chunk instead of seven: every page needs all of it first, and on a phone each extra
        // request waits for a connection (HTTP/1.1 opens six) and a round trip
        // (docs/decisions/216-first-screen-without-session.md).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'listing-shared', test: isListingShared },
            { name: 'dashboard-shared', test: isDashboardShared },
          ],
        },
      },
    },
  },
});
