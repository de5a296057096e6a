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
    method: string,
    url: string,
    access: AccessLevel = 'user',
    tokenUse?: RouteTokenUse,
  ) => {
    try {
      checkApiTokenScope(scope, method, url, access, tokenUse);
      return null;
    } catch (error) {
      return (error as { title: string }).title;
    }
  };

  it('lets both scopes read, and only trade write the listed routes', () => {
    expect(refusal('read', 'GET', '/api/orders')).toBeNull();
    expect(refusal('read', 'HEAD', '/api/orders')).toBeNull();
    expect(refusal('read', 'POST', '/api/checkout')).toBe('Read-only API token');
    expect(refusal('trade', 'POST', '/api/checkout')).toBeNull();
    expect(refusal('trade', 'POST', '/api/auctions/:id/bids')).toBeNull();
    expect(refusal('trade', 'POST', '/api/payouts')).toBe('Not available with an API token');
    expect(refusal('trade', 'PUT', '/api/profile')).toBe('Not available with an API token');
  });

  it('keeps tokens away from browser-only paths and staff or admin routes, whatever the scope', () => {
    for (const url of ['/api/api-tokens', '/api/mfa', '/api/auth/session', '/api/kyc', '/api/events']) {
      expect(refusal('trade', 'GET', url), url).toBe('Not available with an API token');
    }
    expect(refusal('trade', 'GET', '/api/authors')).toBeNull();
    expect(refusal('trade', 'GET', '/api/staff/users', 'staff')).toBe('Not available with an API token');
    expect(refusal('trade', 'GET', '/api/admin/audit', 'admin')).toBe('Not available with an API token');
  });

  it('refuses a declared browser-only write to a read token as read-only, outside browser-only paths', () => {
    expect(refusal('read', 'POST', '/api/notifications/read-all', 'user', 'browser')).toBe(
      'Read-only API token',
    );
    expect(refusal('trade', 'POST', '/api/notifications/read-all', 'user', 'browser')).toBe(
      'Not available with an API token',
    );
    expect(refusal('read', 'POST', '/api/webhooks', 'user', 'browser')).toBe(
      'Not available with an API token',
    );
    expect(refusal('read', 'GET', '/api/webhooks', 'user', 'browser')).toBe(
      'Not available with an API token',
    );
    expect(refusal('read', 'GET', '/api/notifications', 'user', 'read')).toBeNull();
  });
});
