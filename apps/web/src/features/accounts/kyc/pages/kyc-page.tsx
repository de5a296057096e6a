import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, Clock, ShieldAlert, ShieldQuestion } from 'lucide-react';
import { KYC_MESSAGES, KYC_STATUS_LABELS } from '@netlease/shared/kyc';
import type { KycStatus } from '@netlease/shared/roles';
import { Button, buttonClasses } from '@/components/ui/button';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardBody } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useErrorToast } from '@/lib/toast';
import { useKycState } from '../api/get-kyc-state';
import { useKycDecisions } from '../api/use-kyc-decisions';
import { KycUploadForm } from '../components/kyc-upload-form';

const STATUS_TONES: Record<KycStatus, BadgeTone> = {
  not_started: 'grey',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  flagged: 'red',
};

function StatusView({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      {icon}
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 max-w-md space-y-3 text-sm text-slate-600">{children}</div>
    </div>
  );
}

/** docs/PRODUCT.md "KYC": one view per KYC status; a rejection offers Try Again with the latest reason. */
export default function KycPage() {
  const { data: state, isPending, error, isFetching, refetch } = useKycState();
  useKycDecisions();
  const [isRetrying, setIsRetrying] = useState(false);
  // A failed load is said as one, not as a failed update (docs/PRODUCT.md "Errors").
  useErrorToast(error, KYC_MESSAGES.fetchFailed.title, KYC_MESSAGES.fetchFailed.description);

  if (isPending) return <Spinner />;
  if (!state) {
    return (
      <Page title="KYC Verification">
        <ErrorState {...KYC_MESSAGES.fetchFailed} onRetry={refetch} isRetrying={isFetching} />
      </Page>
    );
  }
  const status = state?.status ?? 'not_started';

  let body: ReactNode;
  if (status === 'not_started' || (status === 'rejected' && isRetrying)) {
    body = (
      <>
        <StatusView
          icon={<ShieldQuestion className="size-14 text-slate-400" aria-hidden />}
          title={status === 'rejected' ? 'Submit New Documents' : 'Verify Your Identity'}
        >
          <p>Upload your documents to verify your identity and unlock every feature of the marketplace.</p>
        </StatusView>
        <KycUploadForm onSubmitted={() => setIsRetrying(false)} />
      </>
    );
  } else if (status === 'pending') {
    body = (
      <StatusView
        icon={<Clock className="size-14 text-amber-500" aria-hidden />}
        title="Verification Pending"
      >
        <p>Your documents are under review. Review usually takes 1-2 business days.</p>
      </StatusView>
    );
  } else if (status === 'rejected') {
    body = (
      <StatusView
        icon={<AlertTriangle className="size-14 text-red-500" aria-hidden />}
        title="Verification Rejected"
      >
        <p>Your verification was rejected.</p>
        {state?.latestRejectionReason && (
          <p className="rounded-lg bg-red-50 px-4 py-3 text-left text-red-800">
            <span className="font-semibold">Reason:</span> {state.latestRejectionReason}
          </p>
        )}
        <Button onClick={() => setIsRetrying(true)}>Try Again</Button>
      </StatusView>
    );
  } else if (status === 'flagged') {
    body = (
      <StatusView icon={<ShieldAlert className="size-14 text-red-600" aria-hidden />} title="Account Flagged">
        <p>Your account is under compliance review. Please contact support for more information.</p>
        <Link to="/support" className={buttonClasses('secondary', 'sm')}>
          Contact Support
        </Link>
      </StatusView>
    );
  } else {
    body = (
      <StatusView icon={<CheckCircle2 className="size-14 text-emerald-500" aria-hidden />} title="Verified">
        <p>Your identity has been verified. Thank you!</p>
      </StatusView>
    );
  }

  return (
    <Page
      title="KYC Verification"
      subtitle={
        <span className="inline-flex items-center gap-2">
          Status: <Badge tone={STATUS_TONES[status]}>{KYC_STATUS_LABELS[status]}</Badge>
        </span>
      }
    >
      <Card className="mx-auto max-w-2xl">
        <CardBody className="p-6">{body}</CardBody>
      </Card>
    </Page>
  );
}
