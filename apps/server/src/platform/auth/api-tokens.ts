import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKEN_VISIBLE_CHARACTERS,
  type ApiTokenScope,
} from '@netlease/shared/api-tokens';
import type { SessionUser } from '@netlease/shared/auth';
import type { AccessLevel } from '@netlease/shared/roles';
import type { Database } from '../db/database';
import { apiTokens, users } from '../db/schema/platform/index';
import { MINUTE, type Clock } from '../clock';
import type { RouteTokenUse } from '@netlease/shared/api-route';
import { AppError } from '../errors';
import { hashToken } from './tokens';
import { sessionUserColumns } from './sessions';

/**
 * Personal API tokens at the edge of the server (docs/decisions/190-api-tokens.md): their format, how
 * a Bearer header is read and resolved to its owner, and what each scope may call. Creating, listing
 * and revoking them is the api-tokens feature.
 */

/** 'nlt_' + 32 random bytes in base64url (43 characters): 256 bits, like a session id. */
export function createApiTokenSecret(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return {
    token,
    hash: hashToken(token),
    prefix: token.slice(0, API_TOKEN_PREFIX.length + API_TOKEN_VISIBLE_CHARACTERS),
  };
}

const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/**
 * The credentials of an `Authorization: Bearer …` header (RFC 6750 §2.1, the scheme is
 * case-insensitive); undefined when the request sends no Bearer credentials at all. Another scheme
 * (Basic from a proxy in front of the server) is not ours and is left alone.
 */
export function readBearerCredentials(header: string | undefined): string | undefined {
  const match = header?.match(/^\s*Bearer(?:\s+(.*))?$/i);
  return match ? (match[1] ?? '').trim() : undefined;
}

/** Requests one token may make per minute, on top of each route's own limits. */
export const API_TOKEN_RATE_LIMIT = { max: 300, windowMs: MINUTE };

export interface ApiTokenCaller {
  tokenId: string;
  scope: ApiTokenScope;
  user: SessionUser;
}

/**
 * The owner behind a token, or null when the token is malformed, unknown, revoked or expired, or its
 * owner is suspended (checked on every request, so a suspension stops the tokens at once). The
 * last use is written at most once a minute.
 */
export async function findApiTokenCaller(
  db: Database,
  clock: Clock,
  token: string,
): Promise<ApiTokenCaller | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const now = clock.now();
  const [row] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      user: sessionUserColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
        isNull(users.suspendedAt),
      ),
    );
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > MINUTE) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return { tokenId: row.id, scope: row.scope, user: withCustomerPowers(row.user) };
}

/**
 * The caller a token stands for: its owner, with a customer's powers only (docs/PRODUCT.md
 * "Programmatic access", docs/decisions/240-token-powers.md). Staff and admin powers stay with the
 * browser, so a staff member's or an admin's token acts as a leaser: every check of the role, the
 * routes' access and each service's own ("staff open any ticket", "admins read any LOA"), answers
 * as for a customer, and a read through the token reaches only the owner's own objects. Staff and
 * admin routes themselves refuse tokens outright (checkApiTokenScope).
 */
export function withCustomerPowers(user: SessionUser): SessionUser {
  return user.role === 'staff' || user.role === 'admin' ? { ...user, role: 'leaser' } : user;
}

/**
 * Refuses what a token may not do (403), from the route's declaration (packages/shared/src/routes):
 * staff, admin and MFA routes and every route declared 'browser' refuse any token; a 'trade' route
 * refuses a read token; an 'abuse' route takes only an abuse token, which reaches nothing else
 * (docs/PRODUCT.md "Abuse"). The refusal names what the token lacks (docs/decisions/256). Access rules of
 * the route itself still apply after this, as for a session.
 */
export function checkApiTokenScope(
  scope: ApiTokenScope,
  access: AccessLevel | 'pending-mfa' | undefined,
  tokenUse: RouteTokenUse | undefined,
) {
  if (access === 'staff' || access === 'admin' || access === 'pending-mfa') {
    throw new AppError('forbidden', API_TOKEN_MESSAGES.browserOnly);
  }
  // A route without a declaration (none should exist: the auth plugin refuses to register one) is
  // closed to tokens.
  if (tokenUse === undefined || tokenUse === 'browser') {
    throw new AppError('forbidden', API_TOKEN_MESSAGES.browserOnly);
  }
  if (tokenUse === 'abuse') {
    if (scope !== 'abuse') throw new AppError('forbidden', API_TOKEN_MESSAGES.abuseScopeRequired);
    return;
  }
  if (scope === 'abuse') throw new AppError('forbidden', API_TOKEN_MESSAGES.abuseOnly);
  if (tokenUse === 'trade' && scope === 'read') throw new AppError('forbidden', API_TOKEN_MESSAGES.readOnly);
}
