import { describe, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@netlease/shared/errors';
import type { TestApp } from '../test/test-app';
import { test } from '../test/server-test';
import { callersByAccess } from '../test/route-fields';
import type { ApiClient } from '../test/api-client';

/**
 * Every text field of every JSON route, sent far longer than any form allows, is refused with a 400
 * in the one error model, never a 500 (docs/PRODUCT.md "Errors"). Each request carries one field
 * only, so the refusal may name a missing field first; what matters is that nothing over-long
 * reaches a service, the database or a stack trace. The multipart routes get the same treatment in
 * upload-attacks.test.ts.
 */
const OVER_LONG = 'x'.repeat(100_000);

let callers: Record<string, ApiClient>;
test.beforeAll(async ({ app }) => {
  callers = await callersByAccess(app);
});

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Whether a property can hold text (directly or as one branch of a union). */
function takesText(schema: JsonSchema): boolean {
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes('string')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(takesText);
}

/** Each route's JSON body text fields, read from the OpenAPI document the server builds. */
async function jsonTextFields(app: TestApp): Promise<Array<{ method: string; url: string; field: string }>> {
  const document = (await app.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  const fields: Array<{ method: string; url: string; field: string }> = [];
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    if (url.startsWith('/api/test/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      for (const [field, schema] of Object.entries(properties)) {
        if (takesText(schema)) fields.push({ method: method.toUpperCase(), url, field });
      }
    }
  }
  return fields;
}

describe('over-long text in a JSON body', () => {
  test('is refused with 400 on every route, in the one error model', async ({ app }) => {
    const targets = await jsonTextFields(app);
    // The document must describe the routes: a handful of text fields would mean it lost them.
    expect(targets.length).toBeGreaterThan(50);
    const accessOf = new Map(app.routeTable.map((route) => [`${route.method} ${route.url}`, route.access]));
    const wrong: string[] = [];
    for (const { method, url, field } of targets) {
      const access = accessOf.get(`${method} ${url}`) ?? 'public';
      const client = callers[access];
      if (!client) throw new Error(`no caller for access '${access}' (${method} ${url})`);
      const path = url.replace(/:\w+/g, () => randomUUID());
      const body = { [field]: OVER_LONG };
      const response =
        method === 'PUT'
          ? await client.put(path, body)
          : method === 'PATCH'
            ? await client.patch(path, body)
            : await client.post(path, body);
      const clean =
        response.status === 400 &&
        errorBodySchema.strict().safeParse(response.body).success &&
        !JSON.stringify(response.body).includes(OVER_LONG.slice(0, 200));
      if (!clean)
        wrong.push(`${method} ${url} ${field}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(wrong).toEqual([]);
  });
});
