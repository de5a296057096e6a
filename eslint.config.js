import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Which domains each domain may import (docs/ARCHITECTURE.md "Domains"): one way, never a circle. */
const DOMAIN_MAY_USE = {
  accounts: [],
  catalog: ['accounts'],
  commerce: ['catalog', 'accounts'],
  auctions: ['commerce', 'catalog', 'accounts'],
  trust: ['commerce', 'catalog', 'accounts'],
  support: ['catalog', 'accounts'],
  overview: ['accounts', 'catalog', 'commerce', 'auctions', 'trust', 'support'],
  demo: ['accounts', 'catalog', 'commerce', 'auctions', 'trust', 'support', 'overview'],
};
const forbiddenDomains = (domain, mayUse) =>
  Object.keys(DOMAIN_MAY_USE).filter((other) => other !== domain && !mayUse.includes(other));

/**
 * Data walls (docs/ARCHITECTURE.md "Data walls", docs/decisions/266): the tables are grouped by owning
 * domain in `platform/db/schema/<domain>/` beside the `platform` group, and `schema/index` gathers all
 * of them for Drizzle, the migrations tooling and tests. Code outside those may import only the groups
 * `allowed` names.
 */
const TABLE_GROUPS = ['platform', 'accounts', 'catalog', 'commerce', 'auctions', 'trust', 'support'];
const ALL_TABLES_MESSAGE =
  "The all-tables module 'platform/db/schema/index' is for Drizzle, migrations and tests; import your group 'platform/db/schema/<domain>/index'.";
const tablePatterns = (who, allowed) => [
  { regex: '(^|/)db/schema(/index)?$', message: ALL_TABLES_MESSAGE },
  ...TABLE_GROUPS.filter((group) => !allowed.includes(group)).map((group) => ({
    regex: `(^|/)db/schema/${group}(/|$)`,
    message: `${who} may use the tables of ${allowed.join(', ')}, never those of ${group}.`,
  })),
];

/** What a server feature file of `domain` may not import (see the rules below). */
const featurePatterns = (domain, mayUse) => [
  {
    regex: '^\\.\\./(?!\\.\\./)[\\w-]+/(?![\\w-]+\\.(service|demo|jobs)$)',
    message:
      "Another feature is reached through its public modules only: '<feature>.service' (or '.demo', '.jobs').",
  },
  {
    regex: '^\\.\\./\\.\\./[\\w-]+/(?![\\w-]+/[\\w-]+\\.(service|demo|jobs)$)',
    message:
      "Another domain is reached through its features' '<feature>.service' (or '.demo', '.jobs') only.",
  },
  ...forbiddenDomains(domain, mayUse).map((other) => ({
    regex: `^\\.\\./\\.\\./${other}/`,
    message: `The ${domain} domain may use ${mayUse.join(', ') || 'no other domain'}, never ${other}.`,
  })),
  ...tablePatterns(`The ${domain} domain`, ['platform', domain, ...mayUse]),
  {
    regex: '^(\\.\\./)+(app|jobs|main)$',
    message: 'Features never import the app shell; it imports them.',
  },
];

const SERVICE_NO_HTTP =
  'A service returns domain results and throws AppError; the route shapes the HTTP reply (docs/decisions/265).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // No import cycles in the server, the web app or the contracts (docs/decisions/266): a cycle hides
  // which module depends on which, and the walls above only hold between folders.
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // Packages cannot close a cycle of ours; not following them takes a quarter off the rule's time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Import direction (docs/ARCHITECTURE.md "Import direction"): shared -> platform/lib -> features ->
  // the app shell. A server feature reaches another only through its public modules.
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|@netlease/(server|web)|(\\.\\./)+apps/)',
              message: 'packages/shared is the contract: it imports nothing from the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['apps/server/src/platform/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features/|app$|jobs$|main$)',
              message: 'Platform code serves the features and never imports them or the app shell.',
            },
            ...tablePatterns('Platform code', ['platform']),
          ],
        },
      ],
    },
  },
  // The table definitions reference each other's keys, and the database handle needs them all.
  {
    files: ['apps/server/src/platform/db/schema/**/*.ts', 'apps/server/src/platform/db/database.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features/|app$|jobs$|main$)',
              message: 'Platform code serves the features and never imports them or the app shell.',
            },
          ],
        },
      ],
    },
  },
  // The app shell wires features together and reads no table itself.
  {
    files: ['apps/server/src/*.ts'],
    ignores: ['apps/server/src/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: tablePatterns('The app shell', []) }] },
  },
  // Domains (docs/ARCHITECTURE.md "Domains"): each may use only the domains below it, the same on
  // both sides. overview and demo gather from every domain; nothing uses them but the app shell.
  ...Object.entries(DOMAIN_MAY_USE).map(([domain, mayUse]) => ({
    files: [`apps/server/src/features/${domain}/**/*.ts`],
    ignores: ['apps/server/src/features/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featurePatterns(domain, mayUse),
        },
      ],
    },
  })),
  // Services return domain results and throw AppErrors; the route decides the HTTP reply (status, headers,
  // the reply an Idempotency-Key stores), docs/decisions/265-services-without-http.md. Flat config applies
  // only a file's last `no-restricted-imports`, so the domain patterns are repeated with this one.
  ...Object.entries(DOMAIN_MAY_USE).map(([domain, mayUse]) => ({
    files: [`apps/server/src/features/${domain}/**/*.service.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...featurePatterns(domain, mayUse),
            { regex: '^fastify(/|$)|^@fastify/', message: SERVICE_NO_HTTP },
            { regex: '(^|/)platform/http/', message: SERVICE_NO_HTTP },
          ],
        },
      ],
    },
  })),
  ...Object.entries(DOMAIN_MAY_USE).map(([domain, mayUse]) => ({
    files: [`apps/web/src/features/${domain}/**/*.{ts,tsx}`],
    ignores: ['apps/web/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[\\w-]+/[\\w-]+/pages/',
              message: 'Pages are routed by the app shell (app/routes.tsx); share a component instead.',
            },
            {
              regex: '^(\\.\\./){2,}',
              message: "Another feature is imported by its '@/features/<domain>/<feature>/…' path.",
            },
            {
              regex: '^@/app/',
              message: 'Features never import the app shell; it imports them.',
            },
            ...forbiddenDomains(domain, mayUse).map((other) => ({
              regex: `^@/features/${other}/`,
              message: `The ${domain} domain may use ${mayUse.join(', ') || 'no other domain'}, never ${other}.`,
            })),
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/ui/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/(features|app)/|(^|/)features/)',
              message: 'UI primitives and lib serve the features and never import them.',
            },
          ],
        },
      ],
    },
  },
  // Test files share their worker's loaded modules (vitest.config.ts): a module mock, fake timers or
  // a stubbed global would reach the files after it. Only the files vitest.config.ts runs isolated
  // may use them.
  {
    files: ['apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts'],
    ignores: ['apps/web/src/lib/toast.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'useFakeTimers', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share their modules (vitest.config.ts): run this file isolated there first.',
        })),
      ],
    },
  },
);
