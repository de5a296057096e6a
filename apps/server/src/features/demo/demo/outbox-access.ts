import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api } from '../../../platform/http/types';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/database';
import { createSecretToken, hashToken } from '../../../platform/auth/tokens';
import { runInOutboxScope } from '../../../platform/mail/outbox-scope';
import { DAY } from '../../../platform/clock';
import { isLocalRequest } from '../../../platform/http/local-request';

/**
 * Who reads what in the demo outbox (docs/decisions/130-demo-mode-safety.md). Demo mode sends no real
 * mail, so its outbox holds every account's verification and reset links: shown to anyone, a visitor
 * asks a reset for someone else's account and signs in as them. So each browser gets an opaque
 * outbox token (an httpOnly cookie), and a mail is tagged with it only when that browser may read it.
 */
export const OUTBOX_COOKIE = 'nl_outbox';
const OUTBOX_COOKIE_MAX_AGE_SECONDS = (30 * DAY) / 1000;
const TOKEN_PATTERN = /^[\w-]{43}$/;

/**
 * Routes whose mail proves nothing new to the browser that caused it: registering an account, and
 * signing in with its password, mail the verification link of the account named in the request
 * (docs/PRODUCT.md "Demo mode"; the browser chose or just proved that account's password).
 */
const ACCOUNT_PROVING_ROUTES = new Set(['/api/auth/register', '/api/auth/login']);

/** The hash of the browser's outbox token, or null when it has none (or a malformed one). */
export function outboxTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[OUTBOX_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

/**
 * Whether the browser behind `request` may read a mail to `to` that the request causes:
 * - on the machine running the demo, yes (whoever sits there owns the database anyway);
 * - a signed-in user, mail to their own address or to the new address they asked for;
 * - registering or signing in, the verification mail of the account named in the request, while it
 *   is not verified;
 * - anything else, no: a reset link a visitor asked for someone's account is shown to nobody but
 *   its recipient (signed in) and admins.
 */
async function mayReadMail(ctx: AppContext, request: FastifyRequest, to: string): Promise<boolean> {
  if (isLocalRequest(request)) return true;
  const address = to.toLowerCase();
  if (request.user) {
    const [own] = await queryRows<{ email: string; pending_email: string | null }>(
      ctx.db,
      sql`SELECT email, pending_email FROM users WHERE id = ${request.user.id}`,
    );
    if (own?.email.toLowerCase() === address || own?.pending_email?.toLowerCase() === address) return true;
  }
  if (!ACCOUNT_PROVING_ROUTES.has(request.routeOptions.url ?? '')) return false;
  const named = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof named !== 'string' || named.trim().toLowerCase() !== address) return false;
  const [account] = await queryRows<{ verified: boolean }>(
    ctx.db,
    sql`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE lower(email) = ${address}`,
  );
  return account?.verified === false;
}

function setOutboxCookie(ctx: AppContext, reply: FastifyReply, token: string) {
  reply.setCookie(OUTBOX_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.env.COOKIE_SECURE,
    maxAge: OUTBOX_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * Opens an outbox scope around every request: a mail it writes is tagged with the browser's outbox
 * token when that browser may read it, the token (and its cookie) made on the first such mail.
 */
export function registerOutboxScopes(app: Api, ctx: AppContext) {
  app.addHook('onRequest', (request, reply, done) => {
    let tokenHash = outboxTokenHash(request);
    const scope = {
      async readerFor(to: string) {
        if (!(await mayReadMail(ctx, request, to))) return null;
        if (!tokenHash) {
          const created = createSecretToken();
          setOutboxCookie(ctx, reply, created.token);
          tokenHash = created.hash;
        }
        return tokenHash;
      },
    };
    runInOutboxScope(scope, done);
  });
}
