import {
  ABUSE_CASE_WAITING_STATUSES,
  hoursLeft,
  type AbuseCaseStatus,
} from '@netlease/shared/abuse-cases-constants';

/** '5 h', '2 d 3 h', 'less than 1 h'. */
function durationText(hours: number): string {
  if (hours < 1) return 'less than 1 h';
  if (hours < 48) return `${hours} h`;
  const days = Math.trunc(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

/** How a case's clock reads in a list or on its page. */
export interface CaseClock {
  /** 'Overdue by 5 h', '23 h left', 'Answered', 'Closed'. */
  text: string;
  /** Past the deadline with no answer: said in words, and shown in red. */
  isOverdue: boolean;
}

const isWaiting = (status: AbuseCaseStatus) =>
  (ABUSE_CASE_WAITING_STATUSES as readonly AbuseCaseStatus[]).includes(status);

/**
 * The time left to answer a case (docs/PRODUCT.md "Abuse"): the clock runs while the lessee owes an
 * answer (open, acknowledged); once answered or closed it stops. `overdue` is the server's word.
 */
export function describeCaseClock(
  { status, deadlineAt, overdue }: { status: AbuseCaseStatus; deadlineAt: string; overdue: boolean },
  now: Date,
): CaseClock {
  if (status === 'closed') return { text: 'Closed', isOverdue: false };
  if (!isWaiting(status)) return { text: 'Answered', isOverdue: false };
  const left = hoursLeft(new Date(deadlineAt), now);
  const isPast = overdue || new Date(deadlineAt).getTime() <= now.getTime();
  if (isPast) return { text: `Overdue by ${durationText(Math.max(0, -left))}`, isOverdue: true };
  return { text: `${durationText(left)} left`, isOverdue: false };
}
