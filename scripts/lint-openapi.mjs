// `npm run lint:openapi` (also in `npm test`): Redocly's lint of openapi.json with redocly.yaml.
// Quiet when the document passes; on problems, prints Redocly's report and fails. Telemetry and
// update checks are off: nothing leaves the machine (docs/decisions/257-openapi-artifact.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(repoDir, 'node_modules/@redocly/cli/bin/cli.js');
const lint = (format) =>
  spawnSync(process.execPath, [cli, 'lint', 'openapi.json', `--format=${format}`], {
    cwd: repoDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    },
  });

const quiet = lint('json');
let totals;
try {
  totals = JSON.parse(quiet.stdout).totals;
} catch {
  process.stdout.write(`${quiet.stdout}${quiet.stderr}`);
  process.exit(quiet.status || 1);
}
// Warnings do not fail the lint, but are shown: a new one is fixed or accepted on purpose.
if (totals.errors > 0 || totals.warnings > 0) {
  const report = lint('stylish');
  process.stdout.write(`${report.stdout}${report.stderr}`);
}
process.exit(totals.errors > 0 ? 1 : 0);
