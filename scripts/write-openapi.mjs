// `npm run openapi`: writes the OpenAPI document of the server as deployed (openapi.json) and the
// TypeScript types generated from it (apps/server/src/test/generated/netlease-api.d.ts). Run it after
// changing a route; apps/server/src/quality/openapi-document.unit.test.ts fails until the files match
// (docs/decisions/257-openapi-artifact.md). Needs tsx: `node --import tsx scripts/write-openapi.mjs`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  OPENAPI_ARTIFACTS,
  REPO_DIR,
  renderOpenApiArtifacts,
} from '../apps/server/src/scripts/openapi-artifacts.ts';

const rendered = await renderOpenApiArtifacts();
for (const [name, file] of Object.entries(OPENAPI_ARTIFACTS)) {
  const target = path.join(REPO_DIR, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, rendered[name]);
  console.log(`wrote ${file}`);
}
