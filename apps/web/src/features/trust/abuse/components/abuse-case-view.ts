import type { BadgeTone } from '@/components/ui/badge';
import type { AbuseCaseDetail } from '@netlease/shared/abuse-cases';
import {
  ABUSE_CASE_WAITING_STATUSES,
  type AbuseCaseStatus,
  type AbuseEventActor,
  type AbuseEventKind,
} from '@netlease/shared/abuse-cases-constants';
import type { StaffAbuseStep } from '../api/take-staff-abuse-step';

/**
 * What a case page offers its viewer (docs/PRODUCT.md "Abuse"), as plain data: the lessee answers
 * while the clock runs and writes to staff, the owner reads and may ask staff to act, staff take the
 * ladder's steps the server says are open now. The server refuses the same; this only hides what it
 * would refuse.
 */
export interface AbuseCaseActions {
  canAcknowledge: boolean;
  canResolve: boolean;
  canDispute: boolean;
  /** The thread's form: the lessee's 'Message staff', the owner's 'Ask staff to act', staff's message. */
  message: { label: string; submit: string } | null;
  staffSteps: StaffAbuseStep[];
}

const isWaiting = (status: AbuseCaseStatus) =>
  (ABUSE_CASE_WAITING_STATUSES as readonly AbuseCaseStatus[]).includes(status);

export function describeAbuseCaseActions(detail: AbuseCaseDetail): AbuseCaseActions {
  const isLive = detail.status !== 'closed';
  const none: AbuseCaseActions = {
    canAcknowledge: false,
    canResolve: false,
    canDispute: false,
    message: null,
    staffSteps: [],
  };
  if (detail.viewerRole === 'lessee') {
    return {
      ...none,
      canAcknowledge: detail.status === 'open',
      canResolve: isWaiting(detail.status),
      canDispute: isWaiting(detail.status),
      message: isLive ? { label: 'Message to staff', submit: 'Message staff' } : null,
    };
  }
  if (detail.viewerRole === 'owner') {
    return {
      ...none,
      message: isLive ? { label: 'What should staff do, and why?', submit: 'Ask staff to act' } : null,
    };
  }
  const options = detail.staff;
  const steps: Array<[StaffAbuseStep, boolean | undefined]> = [
    ['accept', options?.canAccept],
    ['reopen', options?.canReopen],
    ['suspend', options?.canSuspend],
    ['lift', options?.canLiftSuspension],
    ['end', options?.canEndLease],
  ];
  return {
    ...none,
    message: isLive ? { label: 'Message to the lessee', submit: 'Send message' } : null,
    staffSteps: steps.filter(([, isAllowed]) => isAllowed === true).map(([step]) => step),
  };
}

/** Each staff step's button, its dialog's title, and what the dialog says happens. */
export const STAFF_STEP_TEXT: Record<StaffAbuseStep, { button: string; title: string; description: string }> =
  {
    accept: {
      button: 'Accept',
      title: "Accept the lessee's answer",
      description:
        'A resolution closes the case as upheld; a dispute closes it as dismissed. Both parties read your reason.',
    },
    reopen: {
      button: 'Reopen',
      title: 'Reopen the case',
      description: 'The lessee gets a new deadline from now. Both parties read your reason.',
    },
    suspend: {
      button: 'Suspend lease',
      title: 'Suspend this lease',
      description: "Only this lease is suspended, never the lessee's account. Both parties read your reason.",
    },
    lift: {
      button: 'Lift suspension',
      title: 'Lift the suspension',
      description: 'The lease is live again. Both parties read your reason.',
    },
    end: {
      button: 'End lease',
      title: 'End this lease',
      description: 'The lease ends under its usual rules. Both parties read your reason.',
    },
  };

export const ABUSE_STATUS_TONES: Record<AbuseCaseStatus, BadgeTone> = {
  open: 'blue',
  acknowledged: 'yellow',
  resolved: 'green',
  disputed: 'purple',
  closed: 'grey',
};

/** How each step of the thread reads. */
export const ABUSE_EVENT_LABELS: Record<AbuseEventKind, string> = {
  opened: 'Case opened',
  report_joined: 'Another report joined',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  disputed: 'Disputed',
  message: 'Message',
  owner_request: 'Owner asks staff to act',
  accepted: 'Answer accepted',
  reopened: 'Reopened',
  reminder: 'Reminder sent',
  warning: 'Warning recorded',
  suspension_allowed: 'Suspension allowed',
  lease_suspended: 'Lease suspended',
  suspension_lifted: 'Suspension lifted',
  lease_ended: 'Lease ended',
  closed_duplicate: 'Closed as duplicate',
};

/** Who wrote or caused a step, as the lessee, owner and staff read it. */
export const ABUSE_ACTOR_LABELS: Record<AbuseEventActor, string> = {
  reporter: 'Reporter',
  lessee: 'Lessee',
  owner: 'Owner',
  staff: 'Netlease staff',
  system: 'Netlease',
};
