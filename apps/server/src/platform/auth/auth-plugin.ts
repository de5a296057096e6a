import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess, type AccessLevel } from '@netlease/shared/roles';
import type { SessionUser } from '@netlease/shared/auth';
import { MESSAGES } from '@netlease/shared/messages';
import { AppError } from '../errors';
import type { Database } from '../db/database';
import type { Clock } from '../clock';
import { findSession, SESSION_COOKIE, type SessionSettings } from './sessions';
import { registerCanonicalPaths } from './canonical-path';
import { routeConfigOf } from '../http/route-config';
import { enforceRateLimit } from '../rate-limit';
import {
  API_TOKEN_RATE_LIMIT,
  checkApiTokenScope,
  findApiTokenCaller,
  readBearerCredentials,
} from './api-tokens';
import { API_TOKEN_MESSAGES, type ApiTokenScope } from '@netlease/shared/api-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (or a sign-in still waiting for its MFA code). */
    user: SessionUser | null;
    sessionIdHash: string | null;
    /** Set while a password sign-in waits for its second factor. */
    pendingMfaUser: SessionUser | null;
    /** Set when a personal API token authenticated the request; its cookies were not read. */
    apiToken: { id: string; scope: ApiTokenScope } | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must say (docs/PRODUCT.md "Roles and access"). */
    access?: AccessLevel | 'pending-mfa';
    /**
     * The route reads `Authorization: Bearer` itself, as the operators' metrics token
     * (docs/PRODUCT.md "Operations"): it is not a personal API token and authenticates nobody.
     */
    operatorBearer?: true;
  }
}

/** Routes the API serves that come from plugins (docs) rather than features. */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export function registerAuth(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; sessions: SessionSettings },
) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.decorateRequest('pendingMfaUser', null);
  app.decorateRequest('apiToken', null);
  // First: every later decision (session, CSRF, access) reads the one canonical path (decision 003).
  registerCanonicalPaths(app);

  app.addHook('onRoute', (route) => {
    // Who may call it and what a token needs come from its declaration (platform/http/serve-route.ts).
    if (isApiRoute(route.url) && (!route.config?.access || !route.config.token)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} is not registered from a declaration in packages/shared/src/routes (serve()).`,
      );
    }
  });

  // Most requests carry neither a token nor a session cookie (visitors, static files): they are
  // answered without a promise or a database read.
  app.addHook('onRequest', (request, reply, done) => {
    // An address nothing answers is a 404 whatever the credentials (platform/http/not-found.ts).
    if (!request.isApiRequest || request.is404) return done();
    // A Bearer header decides alone: the session cookie is ignored, and a token that does not
    // resolve is refused rather than falling back to the cookie, so a forged header can never
    // borrow a browser session past the CSRF check (decision 190).
    const bearer = readBearerCredentials(request.headers.authorization);
    if (bearer !== undefined) {
      if (routeConfigOf(request)?.operatorBearer) return done();
      authenticateToken(request, reply, bearer).then(() => done(), done);
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    findSession(deps.db, deps.clock, deps.sessions, token).then((session) => {
      if (session) {
        request.sessionIdHash = session.idHash;
        if (session.mfaPending) request.pendingMfaUser = session.user;
        else request.user = session.user;
      }
      done();
    }, done);
  });

  async function authenticateToken(request: FastifyRequest, reply: FastifyReply, bearer: string) {
    const caller = await findApiTokenCaller(deps.db, deps.clock, bearer);
    if (!caller) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new AppError('unauthorized', API_TOKEN_MESSAGES.invalidToken);
    }
    await enforceRateLimit(deps.db, deps.clock, `api-token:${caller.tokenId}`, API_TOKEN_RATE_LIMIT);
    request.user = caller.user;
    request.apiToken = { id: caller.tokenId, scope: caller.scope };
  }

  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done) => {
    try {
      checkAccess(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

/** Refuses a request its route's `config.access` (and an API token's scope) does not allow. */
function checkAccess(request: FastifyRequest) {
  if (request.is404) return;
  const config = routeConfigOf(request);
  const access = config?.access;
  if (request.apiToken) {
    checkApiTokenScope(request.apiToken.scope, access, config?.token);
  }
  if (!access || access === 'public') return;
  if (access === 'pending-mfa') {
    if (!request.pendingMfaUser) throw new AppError('unauthorized', MESSAGES.loginRequired);
    return;
  }
  if (!request.user) throw new AppError('unauthorized', MESSAGES.loginRequired);
  if (!canAccess(access, request.user.role)) throw new AppError('forbidden', MESSAGES.accessDenied);
}

/** The signed-in user of a route whose access is not 'public' (the hook has already checked). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', MESSAGES.loginRequired);
  return request.user;
}
