// Compiles the server (docs/decisions/185-operations.md): ES modules in dist/ (dist/main.js and the
// chunks it loads on demand), bundled by esbuild (already installed: tsx runs on it). npm run
// start:prod always compiles; npm start (scripts/start.mjs) compiles only when an input changed.
//
// - The workspace package @netlease/shared is bundled in: it ships TypeScript sources, which plain
//   node cannot load. Every other package stays an import, resolved from node_modules at run time
//   (native modules such as argon2 and PGlite's WebAssembly cannot be bundled anyway). JSON data
//   a package exports (country names) is bundled: node would ask for an import attribute.
// - Code splitting keeps a dynamic import() lazy as it is under tsx: the S3 client loads only when
//   STORAGE_DRIVER=s3, not at every start.
// - Code that finds files next to its source (the migrations, the built web app) uses
//   import.meta.url. Each source file's import.meta.url is rewritten to that file's own address,
//   relative to the bundle, so those paths resolve as they do under tsx wherever dist/ is.
// - dist/build-inputs.json records a hash of everything the build reads (the server's and the
//   shared package's sources, this script, esbuild's version), taken before the build starts.
//
// Usage: node scripts/build.mjs [outdir] [--if-changed]   (default outdir: dist, next to src)
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, version as esbuildVersion } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(serverDir, '../..');
const STAMP = 'build-inputs.json';

/**
 * A hash of the files under `paths` (files or folders, relative to `root`), by path and content,
 * leaving out what `skip` matches (relative paths with forward slashes) and node_modules.
 */
export async function hashFiles(root, paths, skip = () => false) {
  const files = [];
  const walk = async (relative) => {
    let entries;
    try {
      entries = await readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if (error.code === 'ENOTDIR') return files.push(relative);
      if (error.code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.name === 'node_modules' || skip(child)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  for (const relative of paths) await walk(relative);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Tests are not part of the server: changing one needs no new build. */
const isTest = (file) => /\.test\.ts$/.test(file) || file.startsWith('apps/server/src/test/');

async function inputsHash() {
  const sources = await hashFiles(repoDir, ['apps/server/src', 'packages/shared/src'], isTest);
  const script = createHash('sha256')
    .update(await readFile(fileURLToPath(import.meta.url)))
    .digest('hex');
  return { esbuild: esbuildVersion, script, sources };
}

async function readStamp(outdir) {
  try {
    return JSON.parse(await readFile(path.join(outdir, STAMP), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Compiles the server into `outdir`. With `ifChanged`, does nothing when the inputs are the ones
 * the last build there recorded. Returns whether it compiled.
 */
export async function buildServer({ outdir = path.join(serverDir, 'dist'), ifChanged = false } = {}) {
  // Hashed before the build: a file saved while esbuild runs makes the next start compile again.
  const inputs = await inputsHash();
  const previous = await readStamp(outdir);
  if (ifChanged && previous && JSON.stringify(previous.inputs) === JSON.stringify(inputs)) return false;

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
        // Every output file (main.js and the chunks) lies directly in outdir.
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

  // A stamp that outlives a failed build would let the next start run stale code.
  await rm(path.join(outdir, STAMP), { force: true });
  const result = await build({
    entryPoints: { main: path.join(serverDir, 'src/main.ts') },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces need the mappings alone: the sources' text in the map would stay in every
    // process's heap under --enable-source-maps (docs/decisions/285).
    sourcesContent: false,
    // Stack traces name the functions they passed through.
    keepNames: true,
    logLevel: 'warning',
    metafile: true,
    plugins: [externalPackages, sourceFileUrls],
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.resolve(file));
  // Chunks of the build before (their names carry a content hash) are no longer loaded by anything.
  for (const stale of previous?.outputs ?? []) {
    const file = path.join(outdir, stale);
    if (!outputs.includes(file)) await rm(file, { force: true });
  }
  const stamp = { inputs, outputs: outputs.map((file) => path.relative(outdir, file)) };
  await writeFile(path.join(outdir, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const outdir = path.resolve(serverDir, args.find((arg) => !arg.startsWith('--')) ?? 'dist');
  const compiled = await buildServer({ outdir, ifChanged: args.includes('--if-changed') });
  const where = path.relative(process.cwd(), path.join(outdir, 'main.js'));
  console.log(compiled ? `Compiled the server to ${where}` : `The server in ${where} is up to date`);
}
