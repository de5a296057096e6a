import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import { userTopic } from '@netlease/shared/notifications';
import type { Database, Executor } from '../db/database';
import { sessions, users } from '../db/schema/platform/index';
import { preparedQuery } from '../db/prepared';
import type { Clock } from '../clock';
import { MINUTE, DAY } from '../clock';
import { createSecretToken, hashToken } from './tokens';
import { publishEvent, SESSION_ENDED_EVENT } from '../realtime/publish-event';

export const SESSION_COOKIE = 'nl_session';

export interface SessionSettings {
  idleMinutes: number;
  maxDays: number;
}

export interface ActiveSession {
  idHash: string;
  mfaPending: boolean;
  user: SessionUser;
}

/** The `users` columns a signed-in caller carries (SessionUser), by a session or an API token. */
export const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  kycStatus: users.kycStatus,
  avatarUrl: users.avatarUrl,
  mfaEnabled: users.mfaEnabled,
};

/** The same fields, taken from a whole `users` row. */
export function toSessionUser(user: typeof users.$inferSelect): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    kycStatus: user.kycStatus,
    avatarUrl: user.avatarUrl,
    mfaEnabled: user.mfaEnabled,
  };
}

/** Starts a new session (a fresh id each sign-in, so a planted cookie is never promoted). */
export async function createSession(
  db: Executor,
  clock: Clock,
  settings: SessionSettings,
  input: { userId: string; mfaPending?: boolean; userAgent?: string; ipAddress?: string },
): Promise<string> {
  const now = clock.now();
  const { token, hash } = createSecretToken();
  await db.insert(sessions).values({
    idHash: hash,
    userId: input.userId,
    mfaPending: input.mfaPending ?? false,
    userAgent: input.userAgent?.slice(0, 300),
    ipAddress: input.ipAddress,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + settings.idleMinutes * MINUTE),
    absoluteExpiresAt: new Date(now.getTime() + settings.maxDays * DAY),
  });
  return token;
}

/**
 * The session look-up every signed-in request makes, built once per database (preparedQuery):
 * Drizzle then skips assembling the SQL (a quarter of a small request's CPU in the bench's profiles)
 * and PostgreSQL parses it once per connection.
 */
const sessionLookup = preparedQuery((db) => {
  const now = sql.placeholder('now');
  return db
    .select({
      idHash: sessions.idHash,
      mfaPending: sessions.mfaPending,
      lastSeenAt: sessions.lastSeenAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        // A suspension deletes the user's sessions; this also refuses one a sign-in raced past it.
        isNull(users.suspendedAt),
      ),
    );
});

/** Finds a live session and slides its idle expiry (written at most once a minute). */
export async function findSession(
  db: Database,
  clock: Clock,
  settings: SessionSettings,
  token: string,
): Promise<ActiveSession | null> {
  const now = clock.now();
  const idHash = hashToken(token);
  // A placeholder is not encoded by its column: the time goes as the text PostgreSQL reads.
  const [row] = await sessionLookup(db, { idHash, now: now.toISOString() });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > MINUTE) {
    const idleExpiry = new Date(now.getTime() + settings.idleMinutes * MINUTE);
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        expiresAt: idleExpiry < row.absoluteExpiresAt ? idleExpiry : row.absoluteExpiresAt,
      })
      .where(eq(sessions.idHash, idHash));
  }
  return { idHash: row.idHash, mfaPending: row.mfaPending, user: row.user };
}

/**
 * Tells every instance that sessions of `userId` ended, in the caller's transaction: each hub then
 * re-checks the session behind each live stream of that user and closes the ones that are gone
 * (decision 003 "Ending sessions closes their streams").
 */
async function announceSessionsEnded(db: Executor, userId: string) {
  await publishEvent(db, userTopic(userId), SESSION_ENDED_EVENT, {});
}

export async function deleteSession(db: Executor, idHash: string) {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, idHash))
    .returning({ userId: sessions.userId });
  if (ended) await announceSessionsEnded(db, ended.userId);
}

/** Ends every session of the user, or every one but `exceptIdHash` (the device that asked). */
export async function deleteUserSessions(db: Executor, userId: string, exceptIdHash?: string | null) {
  await db
    .delete(sessions)
    .where(
      exceptIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
        : eq(sessions.userId, userId),
    );
  await announceSessionsEnded(db, userId);
}

/** Whether a session still exists (not signed out, not ended by a password change). */
export async function isSessionLive(db: Executor, idHash: string): Promise<boolean> {
  const [row] = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(eq(sessions.idHash, idHash));
  return row !== undefined;
}

export async function deleteExpiredSessions(db: Database, clock: Clock) {
  await db.execute(
    sql`DELETE FROM sessions WHERE expires_at < ${clock.now()} OR absolute_expires_at < ${clock.now()}`,
  );
}
