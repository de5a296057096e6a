import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
          ],
        },
      ],
    },
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
);
