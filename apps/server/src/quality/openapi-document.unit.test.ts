import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPENAPI_ARTIFACTS, REPO_DIR, renderOpenApiArtifacts } from '../scripts/openapi-artifacts';

/** Where two texts first differ, as "line N: expected … / checked in …". */
function firstDifference(expected: string, actual: string) {
  const want = expected.split('\n');
  const have = actual.split('\n');
  const line = want.findIndex((text, index) => text !== have[index]);
  const at = line === -1 ? want.length : line;
  return `line ${at + 1}: the server builds ${JSON.stringify(want[at] ?? '<end of file>')}, the file has ${JSON.stringify(have[at] ?? '<end of file>')}`;
}

/**
 * openapi.json is an artefact of the code (docs/decisions/257-openapi-artifact.md): the document of
 * the server as deployed, and the types generated from it, are checked in so a change to the API
 * shows in review. This fails when a route changed and the files were not written again.
 */
describe('the checked-in OpenAPI document', () => {
  it(
    'is the document the production server builds, with its generated types',
    { timeout: 120_000 },
    async () => {
      const rendered = await renderOpenApiArtifacts();
      for (const [name, file] of Object.entries(OPENAPI_ARTIFACTS)) {
        const target = path.join(REPO_DIR, file);
        const checkedIn = existsSync(target) ? readFileSync(target, 'utf8') : '';
        const built = rendered[name as keyof typeof OPENAPI_ARTIFACTS];
        if (checkedIn !== built) {
          expect.fail(
            `${file} is not what the server builds: run \`npm run openapi\` and commit the result ` +
              `(${checkedIn ? firstDifference(built, checkedIn) : 'the file is missing'})`,
          );
        }
      }
    },
  );

  it('documents the server as deployed: no demo or test routes, the Stripe webhook', async () => {
    const document = JSON.parse(readFileSync(path.join(REPO_DIR, OPENAPI_ARTIFACTS.document), 'utf8')) as {
      paths: Record<string, unknown>;
      servers: unknown[];
    };
    const paths = Object.keys(document.paths);
    expect(paths.filter((address) => /^\/api\/(test|demo)\//.test(address))).toEqual([]);
    expect(paths).toContain('/api/payments/stripe/webhook');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});
