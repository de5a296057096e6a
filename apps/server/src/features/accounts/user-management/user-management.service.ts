import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import { MESSAGES, type Message } from '@netlease/shared/messages';
import { ROLE_LABELS, type Role } from '@netlease/shared/roles';
import {
  STAFF_MESSAGES,
  type ChangeRoleInput,
  type ReactivateUserInput,
  type StaffUser,
  type SuspendUserInput,
} from '@netlease/shared/staff';
import { ACCOUNT_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import { preparedQuery } from '../../../platform/db/prepared';
import { retriedTransaction } from '../../../platform/db/retry-transaction';
import { users } from '../../../platform/db/schema/platform/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { deleteUserSessions } from '../../../platform/auth/sessions';
import { notifyUser } from '../notifications/notifications.service';
import { offerHiding } from './offer-hiding.service';
import { isUuid } from '../../../platform/db/uuid';
import { selectStaffUsers, toStaffUser } from './user-management.queries';

/**
 * Accounts' suspensions and names, their rows share-locked in id order: prepared (docs/decisions/281),
 * one text for one account or several.
 */
const tradingAccounts = preparedQuery((db) =>
  db
    .select({ id: users.id, suspendedAt: users.suspendedAt, name: users.name })
    .from(users)
    .where(sql`${users.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(users.id)
    .for('share'),
);

/**
 * The one check every trade makes (docs/decisions/160-staff-tools-and-audit.md "Suspension"):
 * checkout, bids and buy-now, new listings and payouts call it inside their transaction. The share
 * lock on the user row queues a trade and a suspension of the same account one after the other, so a
 * trade that started before the suspension finishes first (and its offer is then hidden with the
 * others), and one that starts after it is refused. `refusal` lets a buyer hear about a seller.
 */
export async function assertCanTrade(
  tx: Executor,
  userId: string,
  refusal: Message = STAFF_MESSAGES.accountSuspended,
): Promise<{ name: string }> {
  // The name comes along so a write path that shows it (checkout's notification) needs no second read.
  const [row] = await tradingAccounts(tx, { ids: [userId] });
  if (!row || row.suspendedAt) throw new AppError('forbidden', refusal);
  return { name: row.name };
}

/**
 * assertCanTrade for several users in one statement (share locks on all, held until commit): the
 * first of `checks`, in their order, that is missing or suspended is refused with its message.
 */
export async function assertAllCanTrade(tx: Executor, checks: Array<{ userId: string; refusal?: Message }>) {
  const rows = await tradingAccounts(tx, { ids: [...new Set(checks.map((check) => check.userId))] });
  for (const check of checks) {
    const row = rows.find((each) => each.id === check.userId);
    if (!row || row.suspendedAt) {
      throw new AppError('forbidden', check.refusal ?? STAFF_MESSAGES.accountSuspended);
    }
  }
}

const userNotFound = () => new AppError('not_found', STAFF_MESSAGES.userNotFound);

/** The target of an action, locked for the caller's transaction; an unknown id answers 404. */
async function lockUser(tx: Executor, userId: string) {
  if (!isUuid(userId)) throw userNotFound();
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw userNotFound();
  return row;
}

async function findStaffUser(tx: Executor, userId: string): Promise<StaffUser> {
  const [row] = await selectStaffUsers(tx).where(eq(users.id, userId));
  if (!row) throw userNotFound();
  return toStaffUser(row);
}

/**
 * Every change of an account's status or role (suspend, reactivate, role) first takes this one
 * lock, so they run one after the other and always lock rows in the same order: two admins acting
 * on each other at the same moment can neither deadlock nor both succeed, and the second one reads
 * what the first committed (docs/PRODUCT.md "Staff tools": always one active admin).
 */
async function lockUserManagement(tx: Executor) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('user-management', 0))`);
}

/** The active admins, their rows locked in id order. */
async function lockActiveAdmins(tx: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM users WHERE role = 'admin' AND suspended_at IS NULL ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => row.id);
}

/**
 * The actor was checked when the request arrived; an action that queued behind another one (which
 * suspended or demoted the actor meanwhile) is refused like a request that arrived after it.
 */
async function assertActorStillMay(tx: Executor, actor: SessionUser, roles: readonly Role[]) {
  const [row] = await tx
    .select({ role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row || row.suspendedAt || !roles.includes(row.role)) {
    throw new AppError('forbidden', MESSAGES.accessDenied);
  }
}

const MANAGERS: readonly Role[] = ['staff', 'admin'];

/** Staff look after customers' accounts; a staff or admin account is an admin's to suspend. */
function assertMayActOn(actor: SessionUser, target: { id: string; role: Role }) {
  if (target.id === actor.id) throw new AppError('forbidden', STAFF_MESSAGES.cannotSuspendSelf);
  if ((target.role === 'staff' || target.role === 'admin') && actor.role !== 'admin') {
    throw new AppError('forbidden', STAFF_MESSAGES.staffSuspendsCustomersOnly);
  }
}

/** Mail is sent after the change is committed; a mail server that is down does not undo it. */
async function sendAccountMail(ctx: AppContext, to: string, subject: string, text: string) {
  try {
    await ctx.mailer.send({ to, subject, text });
  } catch (error) {
    console.error(`account mail to ${to} could not be sent:`, error);
  }
}

/**
 * Suspend (docs/decisions/160 "Suspension"), in one transaction: the account is marked with the
 * reason, every session ends (and with it every live stream), live listings and approved server
 * packages leave the marketplace (status 'suspended', their previous status kept in
 * suspended_offers), the user is notified and the action audited. Live auctions are hidden by the
 * auction queries while the seller is suspended.
 */
export async function suspendUser(
  ctx: AppContext,
  actor: SessionUser,
  userId: string,
  input: SuspendUserInput,
): Promise<StaffUser> {
  const { reason } = input;
  const now = ctx.clock.now();
  const { user, email, name } = await retriedTransaction(ctx.db, async (tx) => {
    await lockUserManagement(tx);
    const target = await lockUser(tx, userId);
    assertMayActOn(actor, target);
    if (target.suspendedAt) throw new AppError('conflict', STAFF_MESSAGES.alreadySuspended);
    if (target.role === 'admin') {
      const admins = await lockActiveAdmins(tx);
      if (admins.length <= 1) throw new AppError('conflict', STAFF_MESSAGES.lastAdminSuspension);
    }
    await assertActorStillMay(tx, actor, MANAGERS);
    await tx
      .update(users)
      .set({ suspendedAt: now, suspendedBy: actor.id, suspensionReason: reason, updatedAt: now })
      .where(eq(users.id, userId));
    const hidden = await offerHiding().hide(tx, userId);
    await deleteUserSessions(tx, userId);
    await notifyUser(tx, userId, {
      type: 'account',
      ...ACCOUNT_NOTIFICATIONS.suspended(reason),
      link: null,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.suspended',
      targetType: 'user',
      targetId: userId,
      before: { status: 'active' },
      after: { status: 'suspended', reason, ...hidden },
    });
    return { user: await findStaffUser(tx, userId), email: target.email, name: target.name };
  });
  await sendAccountMail(
    ctx,
    email,
    'Your Netlease account is suspended',
    `Hello ${name},\n\nYour Netlease account has been suspended by our staff for this reason:\n\n${reason}\n\nWhile it is suspended you cannot sign in, and your offers are not shown on the marketplace. Leases you bought keep running. To appeal, reply to this email.`,
  );
  return user;
}

/** Reactivate: the account may sign in and trade again and its hidden offers come back. */
export async function reactivateUser(
  ctx: AppContext,
  actor: SessionUser,
  userId: string,
  input: ReactivateUserInput,
): Promise<StaffUser> {
  const { reason } = input;
  const now = ctx.clock.now();
  const { user, email, name } = await retriedTransaction(ctx.db, async (tx) => {
    await lockUserManagement(tx);
    const target = await lockUser(tx, userId);
    assertMayActOn(actor, target);
    if (!target.suspendedAt) throw new AppError('conflict', STAFF_MESSAGES.notSuspended);
    await assertActorStillMay(tx, actor, MANAGERS);
    // First the account, so the offers' status trigger no longer holds them back.
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedBy: null, suspensionReason: null, updatedAt: now })
      .where(eq(users.id, userId));
    const restored = await offerHiding().restore(tx, userId);
    await notifyUser(tx, userId, {
      type: 'account',
      ...ACCOUNT_NOTIFICATIONS.reactivated,
      link: '/dashboard',
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.reactivated',
      targetType: 'user',
      targetId: userId,
      before: { status: 'suspended', reason: target.suspensionReason },
      after: { status: 'active', reason, ...restored },
    });
    return { user: await findStaffUser(tx, userId), email: target.email, name: target.name };
  });
  await sendAccountMail(
    ctx,
    email,
    'Your Netlease account is active again',
    `Hello ${name},\n\nYour Netlease account has been reactivated. You can sign in again, and your offers are back on the marketplace.`,
  );
  return user;
}

/** A role change, written: the role, the user told in the app, the audit row (no actor: the operator). */
async function writeRoleChange(
  tx: Executor,
  change: { target: { id: string; role: Role }; role: Role; actorId: string | null; now: Date },
) {
  const { target, role, actorId, now } = change;
  await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, target.id));
  await notifyUser(tx, target.id, {
    type: 'account',
    ...ACCOUNT_NOTIFICATIONS.roleChanged(ROLE_LABELS[role]),
    link: '/dashboard',
  });
  await recordAudit(tx, {
    actorId,
    action: 'user.role_changed',
    targetType: 'user',
    targetId: target.id,
    before: { role: target.role },
    after: { role },
  });
}

/**
 * Admins change roles. Netlease keeps at least one active admin: under the user-management lock the
 * admin rows are locked in id order, so two admins demoting each other at the same moment cannot
 * both succeed.
 */
export async function changeUserRole(
  ctx: AppContext,
  actor: SessionUser,
  userId: string,
  input: ChangeRoleInput,
): Promise<StaffUser> {
  const { role } = input;
  const now = ctx.clock.now();
  return retriedTransaction(ctx.db, async (tx) => {
    await lockUserManagement(tx);
    const admins = await lockActiveAdmins(tx);
    const target = await lockUser(tx, userId);
    if (target.role === role) throw new AppError('conflict', STAFF_MESSAGES.sameRole);
    const isActiveAdmin = admins.includes(userId);
    if (isActiveAdmin && role !== 'admin' && admins.length <= 1) {
      throw new AppError('conflict', STAFF_MESSAGES.lastAdmin);
    }
    await assertActorStillMay(tx, actor, ['admin']);
    await writeRoleChange(tx, { target, role, actorId: actor.id, now });
    return findStaffUser(tx, userId);
  });
}

/** What `grantAdminByOperator` did, or why it did nothing (each a line for the operator's terminal). */
export type OperatorGrant =
  | { outcome: 'granted'; email: string }
  | { outcome: 'already-admin'; email: string }
  | { outcome: 'refused'; reason: string };

/**
 * The operator's way to the first admin of a new deployment, or back to one (docs/PRODUCT.md "Staff
 * tools"): the account someone registered and confirmed becomes an admin. Under the user-management
 * lock like every role change; audited without an actor (the operator's command, not a user).
 */
export async function grantAdminByOperator(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  email: string,
): Promise<OperatorGrant> {
  const wanted = email.trim();
  return retriedTransaction(ctx.db, async (tx) => {
    await lockUserManagement(tx);
    const [found] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${wanted.toLowerCase()}`);
    if (!found)
      return { outcome: 'refused', reason: `No account has the email ${wanted}: register it first.` };
    const target = await lockUser(tx, found.id);
    if (!target.emailVerifiedAt) {
      return {
        outcome: 'refused',
        reason: `${target.email} is not confirmed yet: open the link mailed to it first.`,
      };
    }
    if (target.suspendedAt) {
      return { outcome: 'refused', reason: `${target.email} is suspended: reactivate it first.` };
    }
    if (target.role === 'admin') return { outcome: 'already-admin', email: target.email };
    await writeRoleChange(tx, { target, role: 'admin', actorId: null, now: ctx.clock.now() });
    return { outcome: 'granted', email: target.email };
  });
}
