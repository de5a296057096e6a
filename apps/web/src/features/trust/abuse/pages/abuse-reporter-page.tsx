import { Link, useSearchParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { ABUSE_CATEGORY_LABELS } from '@netlease/shared/abuse';
import {
  ABUSE_CASE_MESSAGES,
  ABUSE_CASE_OUTCOME_LABELS,
  ABUSE_CASE_STATUS_LABELS,
  type AbuseReporterView,
} from '@netlease/shared/abuse-cases';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDateTimeWithZone } from '@/lib/dates';
import { useAbuseReporterView } from '../api/open-abuse-report';
import { AbuseThread } from '../components/abuse-thread';

/** The facts of the reporter's case: what they reported and where it stands. Never who leases it. */
function CaseFacts({ view }: { view: AbuseReporterView }) {
  const status = view.status
    ? ABUSE_CASE_STATUS_LABELS[view.status] +
      (view.status === 'closed' && view.outcomeOfCase
        ? ` · ${ABUSE_CASE_OUTCOME_LABELS[view.outcomeOfCase]}`
        : '')
    : null;
  const facts: Array<[string, string]> = [
    ['Reference', view.reference ?? ''],
    ['Address', view.target],
    ['Category', ABUSE_CATEGORY_LABELS[view.category]],
    ['Seen', formatDateTimeWithZone(view.seenAt)],
    ...(status ? [['Status', status] as [string, string]] : []),
    ...(view.deadlineAt ? [['Answer due', formatDateTimeWithZone(view.deadlineAt)] as [string, string]] : []),
    ...(view.reportCount !== null ? [['Reports', String(view.reportCount)] as [string, string]] : []),
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /report-abuse/follow?token= (docs/PRODUCT.md "Abuse"): the reporter's private page. The first
 * opening of the mailed link verifies and routes the report; every opening shows the case's status,
 * its public steps and the lessee's answers, never who the lessee or the owner is. A report no lease
 * held gets the plain answer alone.
 */
export default function AbuseReporterPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const view = useAbuseReporterView(token);

  if (token !== '' && view.isPending) return <Spinner label="Opening your report" />;
  if (token === '' || view.isError || !view.data) {
    return (
      <StatusMessage
        icon={<SearchX className="mx-auto size-10 text-slate-500" aria-hidden />}
        title={ABUSE_CASE_MESSAGES.linkInvalid.title}
        description={ABUSE_CASE_MESSAGES.linkInvalid.description}
      >
        <Link to="/report-abuse" className={buttonClasses('primary', 'md', 'mt-6')}>
          Report abuse
        </Link>
      </StatusMessage>
    );
  }
  const data = view.data;
  // No case holds the report (not leased through Netlease then, or a prefix several leases held):
  // the plain answer, and nothing else about the address.
  if (data.reference === null) {
    return (
      <StatusMessage title={data.title} description={data.message}>
        <Link to="/report-abuse" className={buttonClasses('secondary', 'md', 'mt-6')}>
          Report something else
        </Link>
      </StatusMessage>
    );
  }
  return (
    <Page title={`Abuse report ${data.reference}`} subtitle={data.message}>
      <div className="max-w-3xl space-y-6">
        <Card>
          <CardBody className="p-6">
            <CaseFacts view={data} />
          </CardBody>
        </Card>
        <section aria-labelledby="reporter-steps" className="space-y-3">
          <h2 id="reporter-steps" className="text-lg font-semibold text-slate-900">
            What has happened
          </h2>
          <AbuseThread events={data.events} label="Steps of the case" />
        </section>
      </div>
    </Page>
  );
}
