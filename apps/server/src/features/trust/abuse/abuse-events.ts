import type { AbuseCaseRole, AbuseEventActor, AbuseEventKind } from '@netlease/shared/abuse-cases';
import type { Executor } from '../../../platform/db/database';
import { abuseCaseEvents } from '../../../platform/db/schema/trust/index';

/**
 * The steps of an abuse case and who reads each (docs/PRODUCT.md "Abuse", "Who sees what"). Staff
 * read everything. The lessee reads everything but the owner's requests to staff. The owner reads
 * everything but the lessee's thread with staff. The reporter reads the public steps, and the body
 * (the lessee's words) only of a resolution or a dispute: never a name, never a staff reason.
 */
export type AbuseViewer = AbuseCaseRole | 'reporter';

const HIDDEN_FROM: Record<Exclude<AbuseViewer, 'staff'>, ReadonlySet<AbuseEventKind>> = {
  lessee: new Set(['owner_request']),
  owner: new Set(['message']),
  reporter: new Set([
    'report_joined',
    'message',
    'owner_request',
    'reminder',
    'warning',
    'suspension_allowed',
  ]),
};
const BODY_FOR_REPORTER: ReadonlySet<AbuseEventKind> = new Set(['resolved', 'disputed']);

export interface AbuseEventRow {
  id: string;
  at: Date;
  kind: AbuseEventKind;
  actor: AbuseEventActor;
  body: string | null;
}

/** The events a viewer may read, oldest first, with bodies blanked where the viewer may not read them. */
export function eventsFor(viewer: AbuseViewer, events: readonly AbuseEventRow[]) {
  const visible =
    viewer === 'staff' ? events : events.filter((event) => !HIDDEN_FROM[viewer].has(event.kind));
  return [...visible]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      kind: event.kind,
      actor: event.actor,
      body: viewer === 'reporter' && !BODY_FOR_REPORTER.has(event.kind) ? null : event.body,
    }));
}

export interface NewAbuseEvent {
  caseId: string;
  at: Date;
  kind: AbuseEventKind;
  actor: AbuseEventActor;
  actorId?: string | null;
  body?: string | null;
}

/** Adds steps to cases' threads, in the caller's transaction; one statement whatever their number. */
export async function recordAbuseEvents(tx: Executor, events: readonly NewAbuseEvent[]) {
  if (events.length === 0) return;
  await tx.insert(abuseCaseEvents).values(
    events.map((event) => ({
      caseId: event.caseId,
      at: event.at,
      kind: event.kind,
      actor: event.actor,
      actorId: event.actorId ?? null,
      body: event.body ?? null,
    })),
  );
}
