import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The data walls of docs/ARCHITECTURE.md "Data walls" (docs/decisions/266) are a lint rule: this
// proves the rule refuses a foreign domain's tables and lets a domain's own through, on fixtures
// linted as if they sat in the accounts domain.
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const ACCOUNTS_FILE = path.join(REPO, 'apps/server/src/features/accounts/webhooks/wall-fixture.service.ts');
const ACCOUNTS_TEST_FILE = path.join(REPO, 'apps/server/src/features/accounts/webhooks/wall-fixture.test.ts');
// Loading the config and its plugins once takes seconds on a busy machine.
const LINT_TIMEOUT_MS = 120_000;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO });
});

async function restrictedImports(fixture: string, filePath: string) {
  const code = readFileSync(path.join(FIXTURES, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('the data walls', () => {
  it(
    'refuse a commerce table in the accounts domain',
    async () => {
      const errors = await restrictedImports('foreign-table.ts.txt', ACCOUNTS_FILE);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toContain('never those of commerce');
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "let the accounts domain use its own tables and the platform's",
    async () => {
      expect(await restrictedImports('own-tables.ts.txt', ACCOUNTS_FILE)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'keep the all-tables module to tests',
    async () => {
      const errors = await restrictedImports('all-tables.ts.txt', ACCOUNTS_FILE);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toContain('is for Drizzle, migrations and tests');
      expect(await restrictedImports('all-tables.ts.txt', ACCOUNTS_TEST_FILE)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
