import { describe, expect, it } from 'vitest';
import type { AccessLevel } from '@netlease/shared/roles';
import type { RouteTokenUse } from '@netlease/shared/api-route';
import { checkApiTokenScope, createApiTokenSecret, readBearerCredentials } from './api-tokens';
import { hashToken } from './tokens';

describe('API token format', () => {
  it('is nlt_ and 43 base64url characters, hashed with SHA-256, listed by its first 12 characters', () => {
    const { token, hash, prefix } = createApiTokenSecret();
    expect(token).toMatch(/^nlt_[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashToken(token));
    expect(prefix).toBe(token.slice(0, 12));
    expect(createApiTokenSecret().token).not.toBe(token);
  });
});

describe('readBearerCredentials', () => {
  it('reads the Bearer scheme in any case and leaves other schemes alone', () => {
    expect(readBearerCredentials('Bearer nlt_abc')).toBe('nlt_abc');
    expect(readBearerCredentials('bearer   nlt_abc ')).toBe('nlt_abc');
    expect(readBearerCredentials('Bearer')).toBe('');
    expect(readBearerCredentials('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(readBearerCredentials('Bearerish nlt_abc')).toBeUndefined();
    expect(readBearerCredentials(undefined)).toBeUndefined();
  });
});

describe('checkApiTokenScope', () => {
  const refusal = (
    scope: 'read' | 'trade',
    tokenUse: RouteTokenUse | undefined,
    access: AccessLevel | 'pending-mfa' = 'user',
  ) => {
    try {
      checkApiTokenScope(scope, access, tokenUse);
      return null;
    } catch (error) {
      return (error as { title: string }).title;
    }
  };

  it("lets both scopes call a 'read' route, and only a trade token a 'trade' route", () => {
    expect(refusal('read', 'read')).toBeNull();
    expect(refusal('trade', 'read')).toBeNull();
    expect(refusal('read', 'trade')).toBe('Read-only API token');
    expect(refusal('trade', 'trade')).toBeNull();
  });

  it("refuses any token on a 'browser' route, on staff, admin and MFA routes, and without a declaration", () => {
    for (const scope of ['read', 'trade'] as const) {
      expect(refusal(scope, 'browser')).toBe('Not available with an API token');
      expect(refusal(scope, undefined)).toBe('Not available with an API token');
      expect(refusal(scope, 'read', 'staff')).toBe('Not available with an API token');
      expect(refusal(scope, 'read', 'admin')).toBe('Not available with an API token');
      expect(refusal(scope, 'read', 'pending-mfa')).toBe('Not available with an API token');
    }
  });
});
