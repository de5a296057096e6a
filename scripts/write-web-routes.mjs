// Part of `npm run openapi`: writes packages/shared/src/routes/web.ts and web/*.ts, the web app's
// tables of the declared routes: each declaration's operationId, method, path and tag, and nothing
// else, so the web app calls routes by declaration without loading their zod schemas into every page
// (docs/decisions/256-route-declarations.md). packages/shared/src/routes/web.test.ts fails until the
// tables match the declarations.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { ROUTE_GROUPS } from '../packages/shared/src/routes/index.ts';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES_DIR = path.join(REPO_DIR, 'packages/shared/src/routes');
const GROUPS_DIR = path.join(ROUTES_DIR, 'web');
const HEADER =
  '// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.';

/** A group's module name: `abuseRoutes` → `abuse`, `adminApprovalRoutes` → `admin-approval`. */
const fileOf = (group) =>
  group.replace(/Routes$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const options = (await prettier.resolveConfig(path.join(ROUTES_DIR, 'web.ts'))) ?? {};
const write = async (target, lines) =>
  writeFile(target, await prettier.format(lines.join('\n'), { ...options, filepath: target }));

// One module per group, so the bundler puts each group's table in the chunks of the pages that call
// it; one table of every group sat in the entry of every page (docs/decisions/256-route-declarations.md).
const groups = Object.entries(ROUTE_GROUPS).sort(([a], [b]) => a.localeCompare(b));
await rm(GROUPS_DIR, { recursive: true, force: true });
await mkdir(GROUPS_DIR);
for (const [group, routes] of groups) {
  const lines = [HEADER, "import type { ROUTE_GROUPS } from '../index';", ''];
  lines.push(`export const ${group} = {`);
  for (const [key, route] of Object.entries(routes)) {
    const wire = { operationId: route.operationId, method: route.method, path: route.path, tag: route.tag };
    lines.push(`  ${key}: ${JSON.stringify(wire)},`);
  }
  lines.push(`} as unknown as (typeof ROUTE_GROUPS)['${group}'];`, '');
  await write(path.join(GROUPS_DIR, `${fileOf(group)}.ts`), lines);
}
await write(path.join(ROUTES_DIR, 'web.ts'), [
  HEADER,
  '',
  '/**',
  " * The web app's view of every declared route: the address, method and names a call needs, typed as",
  ' * the full declaration (the answers and inputs a call checks at compile time), without the zod',
  ' * schemas, which only the server runs. routes/web.test.ts holds the table to the declarations.',
  ' */',
  ...groups.map(([group]) => `export { ${group} } from './web/${fileOf(group)}';`),
  '',
]);
console.log(`wrote packages/shared/src/routes/web.ts and ${groups.length} group tables in routes/web/`);
