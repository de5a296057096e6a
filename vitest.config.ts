import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests and API integration tests on embedded PGlite always run; with DATABASE_URL set the
// integration suites run a second time against that PostgreSQL server (docs/ARCHITECTURE.md "Tests").
// A server test file that opens no test database is named *.unit.test.ts and runs once, in a
// project of its own that waits for no database template.
const serverTests = ['apps/server/src/**/*.test.ts'];
const serverUnitTests = ['apps/server/src/**/*.unit.test.ts'];
// The server's test files share their worker's loaded modules (isolate: false): importing the whole
// server (app.ts and every feature) once per worker instead of once per file took most of the run's
// CPU. It is safe because each file builds its own app on a database of its own in the template's
// state (createTestApp, docs/decisions/280), no server module keeps per-run state (the only
// module-level caches are a password hash, the counters that hand out distinct test address ranges,
// and the registries every buildApp fills with the same functions, docs/decisions/266), and no test
// mocks modules, timers or globals (vi.mock, vi.useFakeTimers, vi.stubGlobal: eslint.config.js
// refuses them; a file that needs them gets a project of its own with isolate: true).
const sharedModules = { isolate: false };
// The web app's and the contracts' test files share their worker's modules too: loading them again for
// each file was two thirds of those projects' CPU. A file that mocks a module or fakes timers or
// globals is named here and runs isolated, so its mocks never reach another file (eslint.config.js
// refuses them anywhere else).
const webModuleMocks = ['apps/web/src/lib/toast.test.ts'];
const webAlias = { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } };
// Only the server's tests need databases: the two server projects migrate the run's templates
// (global-setup.ts), and the unit projects start without waiting for them. A file's server is built
// inside the first test that asks for it (the `app` fixture, docs/decisions/269), not in a
// beforeAll, so that test's time includes the build the hook timeout used to cover.
const serverProject = {
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 60_000,
  ...sharedModules,
};
const withPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], ...sharedModules },
      },
      // The repository's own checks (decision records, commit messages): plain Node, no database.
      { extends: true, test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      {
        // The web app's pure code (reducers, formatters, form checks); pages are covered in e2e/.
        extends: true,
        resolve: webAlias,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          exclude: webModuleMocks,
          ...sharedModules,
        },
      },
      { extends: true, resolve: webAlias, test: { name: 'web:isolated', include: webModuleMocks } },
      { extends: true, test: { name: 'server:unit', include: serverUnitTests, ...sharedModules } },
      {
        extends: true,
        test: {
          name: 'server:pglite',
          include: serverTests,
          exclude: serverUnitTests,
          env: { TEST_DATABASE: 'pglite' },
          ...serverProject,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true,
              test: {
                name: 'server:postgres',
                include: serverTests,
                exclude: serverUnitTests,
                env: { TEST_DATABASE: 'postgres' },
                ...serverProject,
              },
            },
          ]
        : []),
    ],
  },
});
