import type { AbuseCaseEvent } from '@netlease/shared/abuse-cases';
import { formatDateTimeWithZone } from '@/lib/dates';
import { ABUSE_ACTOR_LABELS, ABUSE_EVENT_LABELS } from './abuse-case-view';

/**
 * A case's steps, oldest first, each labelled by what it is and who took it; the notes, messages and
 * reasons are plain text as written (React escapes them; docs/PRODUCT.md "Abuse").
 */
export function AbuseThread({ events, label }: { events: AbuseCaseEvent[]; label: string }) {
  if (events.length === 0) return <p className="text-sm text-slate-500">Nothing has happened yet.</p>;
  return (
    <ol className="space-y-3" aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-medium text-slate-900">
              {ABUSE_EVENT_LABELS[event.kind]}
              <span className="font-normal text-slate-600"> · {ABUSE_ACTOR_LABELS[event.actor]}</span>
            </p>
            <time dateTime={event.at} className="text-xs text-slate-600">
              {formatDateTimeWithZone(event.at)}
            </time>
          </div>
          {event.body && (
            <p className="mt-1.5 break-words whitespace-pre-line text-slate-700">{event.body}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
