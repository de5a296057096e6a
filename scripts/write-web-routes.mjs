// Part of `npm run openapi`: writes packages/shared/src/routes/web.ts, the web app's table of the
// declared routes: each declaration's operationId, method, path and tag, and nothing else, so the web
// app calls routes by declaration without loading their zod schemas into every page
// (docs/decisions/256-route-declarations.md). packages/shared/src/routes/web.test.ts fails until the
// table matches the declarations.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { ROUTE_GROUPS } from '../packages/shared/src/routes/index.ts';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(REPO_DIR, 'packages/shared/src/routes/web.ts');

const groups = Object.entries(ROUTE_GROUPS).sort(([a], [b]) => a.localeCompare(b));
const lines = [
  '// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.',
  "import type { ROUTE_GROUPS } from './index';",
  '',
  '/**',
  " * The web app's view of every declared route: the address, method and names a call needs, typed as",
  ' * the full declaration (the answers and inputs a call checks at compile time), without the zod',
  ' * schemas, which only the server runs. routes/web.test.ts holds the table to the declarations.',
  ' */',
  'type Groups = typeof ROUTE_GROUPS;',
  '',
];
for (const [group, routes] of groups) {
  lines.push(`export const ${group} = {`);
  for (const [key, route] of Object.entries(routes)) {
    const wire = { operationId: route.operationId, method: route.method, path: route.path, tag: route.tag };
    lines.push(`  ${key}: ${JSON.stringify(wire)},`);
  }
  lines.push(`} as unknown as Groups['${group}'];`, '');
}
const options = (await prettier.resolveConfig(target)) ?? {};
await writeFile(target, await prettier.format(lines.join('\n'), { ...options, filepath: target }));
console.log('wrote packages/shared/src/routes/web.ts');
