import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  API_TOKEN_MESSAGES,
  API_TOKENS_PER_USER_MAX,
  type ApiToken,
  type CreatedApiToken,
  type CreateApiTokenInput,
} from '@netlease/shared/api-tokens';
import type { AppContext } from '../../../platform/app-context';
import { apiTokens, users } from '../../../platform/db/schema/platform/index';
import { AppError } from '../../../platform/errors';
import { createApiTokenSecret } from '../../../platform/auth/api-tokens';
import { recordAudit } from '../../../platform/audit';
import { DAY } from '../../../platform/clock';
import { confirmCurrentPassword } from '../accounts/accounts.service';

type ApiTokenRow = typeof apiTokens.$inferSelect;

function toApiToken(row: ApiTokenRow, now: Date): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.tokenPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isExpired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

/** The user's tokens that are not revoked (expired ones too, until their owner revokes them). */
export async function listApiTokens(ctx: AppContext, userId: string): Promise<ApiToken[]> {
  const rows = await ctx.db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  const now = ctx.clock.now();
  return rows.map((row) => toApiToken(row, now));
}

/**
 * Creates a token and returns it whole, the only time it leaves the server (docs/PRODUCT.md
 * "Programmatic access"). The current password is asked first, with the growing delays of a
 * password change (one counter for both), so an unattended session cannot mint a lasting credential.
 */
export async function createApiToken(
  ctx: AppContext,
  userId: string,
  input: CreateApiTokenInput,
): Promise<CreatedApiToken> {
  const data = input;
  await confirmCurrentPassword(ctx, userId, data.currentPassword);

  const now = ctx.clock.now();
  const secret = createApiTokenSecret();
  const row = await ctx.db.transaction(async (tx) => {
    // The owner's row lock makes the limit hold against parallel creations.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [live] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
    if ((live?.n ?? 0) >= API_TOKENS_PER_USER_MAX) throw new AppError('conflict', API_TOKEN_MESSAGES.tooMany);
    const [created] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name: data.name,
        scope: data.scope,
        tokenHash: secret.hash,
        tokenPrefix: secret.prefix,
        createdAt: now,
        expiresAt: data.expiresIn === 'never' ? null : new Date(now.getTime() + Number(data.expiresIn) * DAY),
      })
      .returning();
    await recordAudit(tx, {
      actorId: userId,
      action: 'api_token.created',
      targetType: 'api_token',
      targetId: created!.id,
      after: { name: data.name, scope: data.scope, prefix: secret.prefix, expiresIn: data.expiresIn },
    });
    return created!;
  });
  return {
    title: API_TOKEN_MESSAGES.created.title,
    message: API_TOKEN_MESSAGES.created.description,
    token: toApiToken(row, now),
    secret: secret.token,
  };
}

/** Revokes one of the user's own live tokens; another user's, or one already revoked, is not found. */
export async function revokeApiToken(ctx: AppContext, userId: string, tokenId: string) {
  await ctx.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.tokenPrefix });
    if (!revoked) throw new AppError('not_found', API_TOKEN_MESSAGES.notFound);
    await recordAudit(tx, {
      actorId: userId,
      action: 'api_token.revoked',
      targetType: 'api_token',
      targetId: revoked.id,
      before: { name: revoked.name, prefix: revoked.prefix },
    });
  });
}
