import { ABUSE_CATEGORY_LABELS, type AbuseCategory } from '@netlease/shared/abuse-constants';
import {
  ABUSE_CASE_OUTCOME_LABELS,
  ABUSE_CASE_STATUS_LABELS,
  type AbuseCaseOutcome,
  type AbuseCaseStatus,
} from '@netlease/shared/abuse-cases-constants';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { ABUSE_STATUS_TONES } from './abuse-case-view';
import { describeCaseClock } from './abuse-time';

/** A case's status in words (and its outcome once closed: 'Closed · Upheld'). */
export function AbuseStatusBadge({
  status,
  outcome,
}: {
  status: AbuseCaseStatus;
  outcome: AbuseCaseOutcome | null;
}) {
  return (
    <Badge tone={ABUSE_STATUS_TONES[status]}>
      {ABUSE_CASE_STATUS_LABELS[status]}
      {status === 'closed' && outcome ? ` · ${ABUSE_CASE_OUTCOME_LABELS[outcome]}` : ''}
    </Badge>
  );
}

export const categoryLabel = (category: AbuseCategory) => ABUSE_CATEGORY_LABELS[category];

/** The time left to answer: overdue says so in words and in red, never by colour alone. */
export function CaseClockText({
  summary,
  now,
  className,
}: {
  summary: { status: AbuseCaseStatus; deadlineAt: string; overdue: boolean };
  now: Date;
  className?: string;
}) {
  const clock = describeCaseClock(summary, now);
  return (
    <span className={cn(clock.isOverdue ? 'font-semibold text-red-700' : 'text-slate-700', className)}>
      {clock.text}
    </span>
  );
}
