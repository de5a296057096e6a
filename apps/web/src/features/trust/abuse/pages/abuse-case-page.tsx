import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ABUSE_CATEGORY_LABELS, ANSWER_DEADLINE_HOURS } from '@netlease/shared/abuse-constants';
import type { AbuseCaseDetail } from '@netlease/shared/abuse-cases';
import {
  ABUSE_CASE_MESSAGES,
  ABUSE_REPEAT_UPHELD_CASES,
  ABUSE_REPEAT_WINDOW_DAYS,
  abuseCaseTitle,
} from '@netlease/shared/abuse-cases-constants';
import { MESSAGES } from '@netlease/shared/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { BackLink } from '@/components/ui/chat-page';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { loadBeside } from '@/components/ui/load-beside';
import { useOnDemand } from '@/lib/on-demand';
import { EmptyState, Page } from '@/components/ui/page';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { isMissingThread } from '@/lib/api-client';
import { formatDateTimeWithZone } from '@/lib/dates';
import { toast, useErrorToast } from '@/lib/toast';
import { useNewNotifications } from '@/features/accounts/notifications/api/use-new-notifications';
import { ABUSE_KEY, isAbuseNotification } from '../api/abuse-case-cache';
import { useAcknowledgeAbuseCase } from '../api/acknowledge-abuse-case';
import { useAbuseCase } from '../api/get-abuse-case';
import type { StaffAbuseStep } from '../api/take-staff-abuse-step';
import { describeAbuseCaseActions, STAFF_STEP_TEXT } from '../components/abuse-case-view';
import { AbuseCaseReports } from '../components/abuse-case-reports';
import { AbuseStatusBadge, CaseClockText } from '../components/abuse-labels';
import { AbuseThread } from '../components/abuse-thread';
import { useMinuteNow } from '../components/use-minute-now';
import { formatCount } from '@netlease/shared/format';

// The thread's message form downloads beside the case's request, which the page waits for behind
// its spinner anyway (docs/decisions/277); the answer and staff step forms load when first opened
// (docs/decisions/270).
const abuseMessageFormCode = loadBeside(() =>
  import('../components/abuse-message-form').then((module) => module.AbuseMessageForm),
);
const AnswerAbuseDialog = lazyDialog(() =>
  import('../components/answer-abuse-dialog').then((module) => module.AnswerAbuseDialog),
);
const StaffAbuseStepDialog = lazyDialog(() =>
  import('../components/staff-abuse-step-dialog').then((module) => module.StaffAbuseStepDialog),
);

// The other parties' steps arrive as notifications: read the case again then.
const ABUSE_KEYS = [ABUSE_KEY];

/** Back to the list the case was opened from (its tab and filters), else the viewer's own list. */
function CaseBackLink({ isStaff }: { isStaff: boolean }) {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && (from.startsWith('/abuse') || from.startsWith('/staff/abuse'))) {
    return <BackLink to={from}>Back to the cases</BackLink>;
  }
  return isStaff ? (
    <BackLink to="/staff/abuse">Back to the abuse queue</BackLink>
  ) : (
    <BackLink to="/abuse">Back to Abuse</BackLink>
  );
}

function CaseFacts({ detail, now }: { detail: AbuseCaseDetail; now: Date }) {
  const facts: Array<[string, ReactNode]> = [
    ['Reference', detail.reference],
    ['Address reported', <span className="font-mono">{detail.target}</span>],
    // The lessee, the owner and staff all read the lease page (docs/PRODUCT.md "Abuse", "Who sees what").
    [
      'Leased prefix',
      <Link
        to={`/orders/${detail.orderId}`}
        className="font-mono text-brand-700 hover:underline"
        aria-label={`Open the lease page of ${detail.leasedPrefix}`}
      >
        {detail.leasedPrefix}
      </Link>,
    ],
    [
      'Category',
      `${ABUSE_CATEGORY_LABELS[detail.category]} (${ANSWER_DEADLINE_HOURS[detail.category]} h to answer)`,
    ],
    [
      'Status',
      <span className="inline-flex flex-wrap gap-1.5">
        <AbuseStatusBadge status={detail.status} outcome={detail.outcome} />
        {detail.leaseSuspended && <Badge tone="red">Lease suspended</Badge>}
      </span>,
    ],
    ['Opened', formatDateTimeWithZone(detail.openedAt)],
    [
      'Answer due',
      <span>
        {formatDateTimeWithZone(detail.deadlineAt)} · <CaseClockText summary={detail} now={now} />
      </span>,
    ],
    ['Reports', formatCount(detail.reportCount)],
    // The lessee's own name is no news to them; the owner and staff need it.
    ...(detail.viewerRole !== 'lessee' ? [['Lessee', detail.lesseeName] as [string, ReactNode]] : []),
    ...(detail.viewerRole !== 'owner' ? [['Owner', detail.ownerName] as [string, ReactNode]] : []),
    ...(detail.closedAt ? [['Closed', formatDateTimeWithZone(detail.closedAt)] as [string, ReactNode]] : []),
    ...(detail.suspendableAt && detail.viewerRole === 'staff'
      ? [['Lease may be suspended from', formatDateTimeWithZone(detail.suspendableAt)] as [string, ReactNode]]
      : []),
    ...(detail.staff
      ? [
          [
            'Upheld on this lease',
            `${detail.staff.upheldOnLease} in ${ABUSE_REPEAT_WINDOW_DAYS} days (${ABUSE_REPEAT_UPHELD_CASES} let staff end it)`,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="mt-0.5 font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type OpenDialog =
  { kind: 'answer'; answer: 'resolve' | 'dispute' } | { kind: 'staff'; step: StaffAbuseStep } | null;

/** What the viewer may do now: the lessee's answers, or staff's ladder steps. */
function CaseActions({ detail, onOpen }: { detail: AbuseCaseDetail; onOpen: (dialog: OpenDialog) => void }) {
  const actions = describeAbuseCaseActions(detail);
  const acknowledge = useAcknowledgeAbuseCase(detail.id);
  const onAcknowledge = async () => {
    try {
      const reply = await acknowledge.mutateAsync();
      toast.success(reply.title, reply.message);
    } catch (failure) {
      toast.fromError(failure, MESSAGES.actionFailed.title, MESSAGES.actionFailed.description);
    }
  };
  const hasLesseeActions = actions.canAcknowledge || actions.canResolve || actions.canDispute;
  if (!hasLesseeActions && actions.staffSteps.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.canAcknowledge && (
        <Button variant="secondary" isLoading={acknowledge.isPending} onClick={() => void onAcknowledge()}>
          Acknowledge
        </Button>
      )}
      {actions.canResolve && (
        <Button variant="success" onClick={() => onOpen({ kind: 'answer', answer: 'resolve' })}>
          Resolve
        </Button>
      )}
      {actions.canDispute && (
        <Button variant="secondary" onClick={() => onOpen({ kind: 'answer', answer: 'dispute' })}>
          Dispute
        </Button>
      )}
      {actions.staffSteps.map((step) => (
        <Button
          key={step}
          variant={
            step === 'suspend' || step === 'end' ? 'destructive' : step === 'accept' ? 'success' : 'secondary'
          }
          onClick={() => onOpen({ kind: 'staff', step })}
        >
          {STAFF_STEP_TEXT[step].button}
        </Button>
      ))}
    </div>
  );
}

const ROLE_NOTES: Record<AbuseCaseDetail['viewerRole'], string> = {
  lessee:
    'A report was routed to your lease. Acknowledge it, then resolve it (say what you did) or dispute it before the deadline. The reporter reads your answers, never your name.',
  owner:
    'A report about a range you own. The lessee answers; you can follow every step and ask staff to act.',
  staff: 'Every step names its reason; the lessee and the owner are told.',
};

/**
 * /abuse/cases/:id (docs/PRODUCT.md "Abuse"): one case for its lessee, its owner or staff: the
 * facts and the clock, the reports with their evidence, the thread, and what the viewer may do.
 * Someone else gets "Case not found".
 */
export default function AbuseCasePage() {
  const AbuseMessageForm = useOnDemand(abuseMessageFormCode);
  const { id = '' } = useParams();
  const query = useAbuseCase(id);
  const now = useMinuteNow();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const isMissing = isMissingThread(query.error);
  useNewNotifications(isAbuseNotification, ABUSE_KEYS);
  useErrorToast(isMissing ? null : query.error, MESSAGES.serverError.title, MESSAGES.serverError.description);

  if (query.isPending) return <Spinner />;
  const detail = query.data;
  if (!detail) {
    return (
      <Page title="Abuse">
        {isMissing ? (
          <EmptyState
            title={ABUSE_CASE_MESSAGES.caseNotFound.title}
            description={ABUSE_CASE_MESSAGES.caseNotFound.description}
            action={<CaseBackLink isStaff={false} />}
          />
        ) : (
          <ErrorState {...MESSAGES.serverError} onRetry={query.refetch} isRetrying={query.isFetching} />
        )}
      </Page>
    );
  }
  const actions = describeAbuseCaseActions(detail);
  // Until the message form's code is there the spinner stays, so nothing shows half drawn or moves.
  if (actions.message && !AbuseMessageForm) return <Spinner />;
  return (
    <Page
      title={abuseCaseTitle(ABUSE_CATEGORY_LABELS[detail.category], detail.target)}
      subtitle={`Case ${detail.reference}`}
      actions={<CaseBackLink isStaff={detail.viewerRole === 'staff'} />}
    >
      <div className="space-y-6">
        <SectionCard title="The case" description={ROLE_NOTES[detail.viewerRole]} bodyClassName="space-y-5">
          <CaseFacts detail={detail} now={now} />
          <CaseActions detail={detail} onOpen={setDialog} />
        </SectionCard>
        <SectionCard title={detail.reports.length === 1 ? 'Report' : `Reports (${detail.reports.length})`}>
          <AbuseCaseReports caseId={detail.id} reports={detail.reports} />
        </SectionCard>
        <SectionCard title="Thread" bodyClassName="space-y-5">
          <AbuseThread events={detail.events} label="Steps of the case" />
          {actions.message && AbuseMessageForm && (
            <AbuseMessageForm
              caseId={detail.id}
              label={actions.message.label}
              submit={actions.message.submit}
            />
          )}
        </SectionCard>
      </div>
      {dialog?.kind === 'answer' && (
        <AnswerAbuseDialog caseId={detail.id} answer={dialog.answer} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'staff' && (
        <StaffAbuseStepDialog caseId={detail.id} step={dialog.step} onClose={() => setDialog(null)} />
      )}
    </Page>
  );
}
