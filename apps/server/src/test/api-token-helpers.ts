import { expect } from 'vitest';
import type { ApiTokenExpiry, ApiTokenScope, CreatedApiToken } from '@netlease/shared/api-tokens';
import type { ApiClient } from './api-client';
import { TEST_PASSWORD } from './factories';
import type { TestApp } from './test-app';

/** Creates a token through the /security route, as its owner does in the browser. */
export async function createTokenFor(
  client: ApiClient,
  input: { scope?: ApiTokenScope; expiresIn?: ApiTokenExpiry; name?: string } = {},
): Promise<CreatedApiToken> {
  const response = await client.post<CreatedApiToken>('/api/api-tokens', {
    name: input.name ?? 'Lease robot',
    scope: input.scope ?? 'trade',
    expiresIn: input.expiresIn ?? '90',
    currentPassword: TEST_PASSWORD,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A request like curl sends it: the Bearer header and nothing else (no cookie, no CSRF token). */
export async function callWithToken(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return {
    status: response.statusCode,
    headers: response.headers,
    body: isJson ? response.json() : response.body,
  };
}
