import { ABUSE_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { ABUSE_CASE_WAITING_STATUSES, ABUSE_SUSPEND_AFTER_HOURS } from '@netlease/shared/abuse-cases';
import type { AppContext } from '../../../platform/app-context';
import { abuseCases } from '../../../platform/db/schema/trust/index';
import { HOUR } from '../../../platform/clock';
import { recordAbuseEvents } from './abuse-events';
import { caseName, recordStep } from './abuse-cases.service';

/** Cases one transaction claims; a run goes on batch after batch until nothing is due. */
const BATCH = 50;
/** At most this many batches a run, so a backlog never holds a worker for long. */
const MAX_BATCHES = 20;

/**
 * The abuse desk's clock (docs/PRODUCT.md "Abuse"): a case still waiting for the lessee at its
 * deadline gets a reminder and a warning on the lessee's record (both parties told, audited);
 * ABUSE_SUSPEND_AFTER_HOURS later, still unanswered, staff may suspend its lease. Each step is taken
 * once per deadline: rows are claimed FOR UPDATE SKIP LOCKED and marked in the same transaction, so
 * several instances never act twice. Returns how many steps were taken.
 */
export async function runAbuseClock(ctx: AppContext): Promise<{ warned: number; suspendable: number }> {
  const warned = await inBatches(() => warnOverdueCases(ctx));
  const suspendable = await inBatches(() => allowSuspensions(ctx));
  return { warned, suspendable };
}

async function inBatches(runBatch: () => Promise<number>) {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const done = await runBatch();
    total += done;
    if (done < BATCH) break;
  }
  return total;
}

/** Waiting cases at or past their deadline and not yet reminded: reminder, warning, audit, both told. */
function warnOverdueCases(ctx: AppContext) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const due = await tx
      .select()
      .from(abuseCases)
      .where(
        and(
          inArray(abuseCases.status, [...ABUSE_CASE_WAITING_STATUSES]),
          lte(abuseCases.deadlineAt, now),
          isNull(abuseCases.remindedAt),
        ),
      )
      .orderBy(asc(abuseCases.deadlineAt), asc(abuseCases.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx.update(abuseCases).set({ remindedAt: now, updatedAt: now }).where(eq(abuseCases.id, row.id));
      await recordAbuseEvents(tx, [
        {
          caseId: row.id,
          at: now,
          kind: 'reminder',
          actor: 'system',
          body: 'The deadline to answer has passed.',
        },
      ]);
      await recordStep(tx, row, {
        event: {
          at: now,
          kind: 'warning',
          actor: 'system',
          body: `No answer by the deadline: a warning is recorded on the lessee's record. The lease may be suspended after ${ABUSE_SUSPEND_AFTER_HOURS} more hours without an answer.`,
        },
        audit: {
          action: 'abuse_case.warned',
          actorId: null,
          after: { deadlineAt: row.deadlineAt.toISOString(), status: row.status },
        },
        notify: ['lessee', 'owner'],
        notice: ABUSE_NOTIFICATIONS.deadlineMissed(caseName(row), ABUSE_SUSPEND_AFTER_HOURS),
      });
    }
    return due.length;
  });
}

/** Warned cases still unanswered ABUSE_SUSPEND_AFTER_HOURS past the deadline: staff may now suspend. */
function allowSuspensions(ctx: AppContext) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const due = await tx
      .select()
      .from(abuseCases)
      .where(
        and(
          inArray(abuseCases.status, [...ABUSE_CASE_WAITING_STATUSES]),
          lte(abuseCases.deadlineAt, new Date(now.getTime() - ABUSE_SUSPEND_AFTER_HOURS * HOUR)),
          isNotNull(abuseCases.remindedAt),
          isNull(abuseCases.suspensionAllowedAt),
        ),
      )
      .orderBy(asc(abuseCases.deadlineAt), asc(abuseCases.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(abuseCases)
        .set({ suspensionAllowedAt: now, updatedAt: now })
        .where(eq(abuseCases.id, row.id));
      await recordStep(tx, row, {
        event: {
          at: now,
          kind: 'suspension_allowed',
          actor: 'system',
          body: `Still no answer ${ABUSE_SUSPEND_AFTER_HOURS} hours after the deadline: staff may suspend this lease.`,
        },
        notify: ['lessee', 'owner'],
        notice: ABUSE_NOTIFICATIONS.suspensionAllowed(caseName(row), ABUSE_SUSPEND_AFTER_HOURS),
      });
    }
    return due.length;
  });
}
