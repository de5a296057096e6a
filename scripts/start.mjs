// `npm start`: the whole product on one port (embedded PGlite with demo data unless DATABASE_URL is
// set). Builds only what is out of date, then runs the compiled server in this process:
// - the web app (Vite) when its sources, the shared package, its config or the lockfile changed
//   since the build in apps/web/dist (a hash of them is kept in dist/.vite/, which every Vite build
//   empties, so a build made by anything else is never mistaken for ours);
// - the server (apps/server/scripts/build.mjs --if-changed) when its or the shared sources changed.
// On existing data nothing is built: start-up is the server's own (migrations check, listen).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, hashFiles } from '../apps/server/scripts/build.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(repoDir, 'apps/web/dist');
const webStamp = path.join(webDist, '.vite/netlease-build-inputs');
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

async function webInputsHash() {
  // VITE_* variables are compiled into the bundle.
  const viteEnv = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort();
  const files = await hashFiles(repoDir, WEB_INPUTS, (file) => file.endsWith('.test.ts'));
  return createHash('sha256').update(files).update(JSON.stringify(viteEnv)).digest('hex');
}

async function buildWebIfChanged() {
  // Hashed before the build: a file saved while Vite runs makes the next start build again.
  const inputs = await webInputsHash();
  const recorded = await readFile(webStamp, 'utf8').catch(() => '');
  if (recorded === inputs) return;
  console.log('Building the web app (its sources changed since the last build)…');
  const vite = spawnSync(
    process.execPath,
    [path.join(repoDir, 'node_modules/vite/bin/vite.js'), 'build', 'apps/web', '--logLevel', 'warn'],
    { cwd: repoDir, stdio: 'inherit' },
  );
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  await writeFile(webStamp, inputs);
}

await buildWebIfChanged();
if (await buildServer({ ifChanged: true })) console.log('Compiled the server (its sources changed).');

// The server starts where `npm start -w @netlease/server` started it, so DATA_DIR=./data is still
// apps/server/data. Run in this process: one Node start-up less than a child process.
const serverDir = path.join(repoDir, 'apps/server');
process.chdir(serverDir);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(serverDir, 'dist/main.js')).href);
