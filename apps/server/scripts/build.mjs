// Compiles the server for production (npm run start:prod; docs/decisions/185-operations.md): one ES
// module, dist/main.js, bundled by esbuild (already installed: tsx runs on it).
//
// - The workspace package @netlease/shared is bundled in: it ships TypeScript sources, which plain
//   node cannot load. Every other package stays an import, resolved from node_modules at run time
//   (native modules such as argon2 and PGlite's WebAssembly cannot be bundled anyway). JSON data
//   a package exports (country names) is bundled: node would ask for an import attribute.
// - Code that finds files next to its source (the migrations, the built web app) uses
//   import.meta.url. Each source file's import.meta.url is rewritten to that file's own address,
//   relative to the bundle, so those paths resolve as they do under tsx wherever dist/ is.
//
// Usage: node scripts/build.mjs [outdir]   (default: dist, next to src)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.resolve(serverDir, process.argv[2] ?? 'dist');

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@netlease/') || args.path.endsWith('.json')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** @type {import('esbuild').Plugin} */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: { main: path.join(serverDir, 'src/main.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces name the functions they passed through.
  keepNames: true,
  logLevel: 'warning',
  plugins: [externalPackages, sourceFileUrls],
});
console.log(`Compiled the server to ${path.relative(process.cwd(), path.join(outdir, 'main.js'))}`);
