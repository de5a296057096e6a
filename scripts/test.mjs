// `npm test`: the static checks, the Vitest suites, the bundle budget and the browser tests
// (README "Test it"). The static checks (formatter, linter, type checker, OpenAPI linter, commit
// messages) run one after another beside Vitest, which keeps only part of the two cores busy: they
// fill its idle time instead of running before it (docs/decisions/273). Their output is printed
// when Vitest ends, a failed check's in full. Any failure fails the run; the bundle budget and the
// browser tests run only when everything before them passed.
import { spawn } from 'node:child_process';

const node = process.execPath;
const STATIC_CHECKS = [
  ['Prettier', [node, 'node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn']],
  ['ESLint', [node, 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0']],
  // bench/tsconfig.json holds the server's sources with the bench's, so one program checks both: the
  // bench imports the server, and checking them apart read the server's 270 files twice.
  ...[
    ['packages/shared', 'packages/shared'],
    ['apps/server and bench', 'bench'],
    ['apps/web', 'apps/web'],
    ['e2e', 'e2e'],
  ].map(([name, project]) => [
    `TypeScript (${name})`,
    [node, 'node_modules/typescript/bin/tsc', '-p', project],
  ]),
  ['OpenAPI linter', [node, 'scripts/lint-openapi.mjs']],
  ['Commit messages', [node, 'scripts/check-commits.mjs']],
];

/** Runs a command; resolves with its exit code and, when `capture`, its output. */
function runCommand([command, ...args], { capture, env = process.env }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function runStaticChecks() {
  const results = [];
  for (const [name, command] of STATIC_CHECKS) {
    const started = Date.now();
    const { code, output } = await runCommand(command, { capture: true });
    results.push({ name, code, output, seconds: (Date.now() - started) / 1000 });
  }
  return results;
}

const [staticResults, vitest] = await Promise.all([
  runStaticChecks(),
  runCommand([node, 'node_modules/vitest/vitest.mjs', 'run'], { capture: false }),
]);

console.log('\n── static checks ──');
for (const { name, code, output, seconds } of staticResults) {
  console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`);
  if (code !== 0 || output.trim()) console.log(output.trimEnd());
}
const failed = staticResults.filter((result) => result.code !== 0).map((result) => result.name);
if (vitest.code !== 0) failed.push('Vitest');
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}.`);
  process.exit(1);
}

// check-bundle-budget.mjs builds apps/web/dist, which the browser tests then serve.
for (const command of [
  [node, 'scripts/check-bundle-budget.mjs'],
  [node, 'e2e/run-e2e.mjs'],
]) {
  const { code } = await runCommand(command, {
    capture: false,
    env: { ...process.env, SKIP_WEB_BUILD: '1' },
  });
  if (code !== 0) process.exit(code);
}
