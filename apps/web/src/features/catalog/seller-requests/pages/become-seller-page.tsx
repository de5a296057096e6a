import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle, Clock, Lock, ShieldAlert, Store } from 'lucide-react';
import { KYC_STATUS_LABELS } from '@netlease/shared/kyc';
import {
  SELLER_OFFERING_LABELS,
  SELLER_REQUEST_MESSAGES,
  type SellerStanding,
} from '@netlease/shared/seller-requests';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { SESSION_KEY, useSession } from '@/features/accounts/auth/api/session';
import { useSellerStanding } from '../api/get-seller-standing';
import { SellerRequestForm } from '../components/seller-request-form';

const PAGE_PATH = '/become-seller';

/**
 * 'Start selling' (docs/decisions/170-becoming-a-seller.md): a leaser verifies their identity, asks
 * with their company and what they sell, and an admin approves. Open to visitors, who are asked to
 * log in and come back here, so every 'start selling' link can point at this page.
 */
export default function BecomeSellerPage() {
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  const standing = useSellerStanding(user !== null);
  const { data, error } = standing;
  useErrorToast(
    error,
    SELLER_REQUEST_MESSAGES.fetchFailed.title,
    SELLER_REQUEST_MESSAGES.fetchFailed.description,
  );
  // An approval changes the role on the server: the session (navigation, seller pages) follows.
  useEffect(() => {
    if (data && user && (data.role !== user.role || data.kycStatus !== user.kycStatus)) {
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    }
  }, [data, user, queryClient]);

  if (isLoading) return <Spinner label="Loading your session" />;
  if (!user) return <LoginRequired />;
  if (standing.isPending) return <Spinner />;

  return (
    <Page title="Start selling" subtitle="Lease your IP blocks and servers to network operators on Netlease.">
      <Card className="mx-auto max-w-3xl">
        <CardBody className="p-6">{data ? <Standing standing={data} /> : null}</CardBody>
      </Card>
    </Page>
  );
}

function LoginRequired() {
  return (
    <StatusMessage
      icon={<Lock className="mx-auto size-12 text-slate-400" aria-hidden />}
      title="Login Required"
      description="Please log in to start selling on Netlease."
    >
      <div className="mt-6 flex justify-center gap-2">
        <Link to="/login" state={{ from: PAGE_PATH }} className={buttonClasses('primary')}>
          Login
        </Link>
        <Link to="/register" className={buttonClasses('secondary')}>
          Sign Up
        </Link>
      </div>
    </StatusMessage>
  );
}

function Standing({ standing }: { standing: SellerStanding }) {
  const { role, kycStatus, latest } = standing;
  if (role === 'monetizer') {
    return (
      <Outcome
        icon={<Store className="size-12 text-emerald-600" aria-hidden />}
        title="You can sell on Netlease"
      >
        <p>
          {latest?.status === 'approved' && latest.reviewedAt
            ? `Your request was approved on ${formatDate(latest.reviewedAt)}. `
            : ''}
          Register your IP blocks, then list them or put them up for auction; offer servers as packages.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Link to="/my-ip-blocks" className={buttonClasses('primary', 'sm')}>
            My IP Blocks
          </Link>
          <Link to="/my-server-packages" className={buttonClasses('secondary', 'sm')}>
            My Server Packages
          </Link>
        </div>
      </Outcome>
    );
  }
  if (role !== 'leaser') {
    return (
      <Outcome
        icon={<ShieldAlert className="size-12 text-slate-400" aria-hidden />}
        title="Not for staff accounts"
      >
        <p>{SELLER_REQUEST_MESSAGES.notForStaff.description}</p>
      </Outcome>
    );
  }

  const isVerified = kycStatus === 'approved';
  const isWaiting = latest?.status === 'pending';
  return (
    <ol className="space-y-6" aria-label="Steps to start selling">
      <Step
        number={1}
        title="Verify your identity"
        state={isVerified ? 'done' : 'current'}
        badge={KYC_STATUS_LABELS[kycStatus]}
      >
        {isVerified ? <p>Your identity is verified.</p> : <KycNote kycStatus={kycStatus} />}
      </Step>
      <Step
        number={2}
        title="Tell us what you sell"
        state={!isVerified ? 'later' : isWaiting ? 'done' : 'current'}
      >
        {!isVerified ? (
          <p>Once your identity is verified, tell us your company and what you want to sell.</p>
        ) : isWaiting ? (
          <p>
            Sent on {formatDate(latest.createdAt)}: <strong>{latest.companyName}</strong> (
            {SELLER_OFFERING_LABELS[latest.offering]})
          </p>
        ) : (
          <div className="space-y-4">
            {latest?.status === 'rejected' && (
              <p
                className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
                data-testid="seller-request-rejected"
              >
                <span className="font-semibold">Your last request was rejected:</span>{' '}
                {latest.rejectionReason} You can send a new one.
              </p>
            )}
            <SellerRequestForm />
          </div>
        )}
      </Step>
      <Step number={3} title="An admin approves" state={isWaiting ? 'current' : 'later'}>
        {isWaiting ? (
          <p className="flex items-center gap-2" data-testid="seller-request-pending">
            <Clock className="size-4 text-amber-500" aria-hidden />
            Your request is waiting for review. You will be notified of the decision.
          </p>
        ) : (
          <p>An admin reviews your request; once approved, your account becomes a seller account.</p>
        )}
      </Step>
    </ol>
  );
}

/** Why KYC comes first, and where to do it (docs/PRODUCT.md "Accounts": sellers are verified). */
function KycNote({ kycStatus }: { kycStatus: SellerStanding['kycStatus'] }) {
  return (
    <div className="space-y-3" data-testid="kyc-required">
      <p>
        KYC verification is required for sellers: only verified identities may register IP blocks and receive
        payouts.
      </p>
      {kycStatus === 'pending' ? (
        <p>Your documents are under review. Review usually takes 1-2 business days.</p>
      ) : kycStatus === 'flagged' ? (
        <p>Your account is under compliance review. Please contact support for more information.</p>
      ) : (
        <Link to="/kyc" className={buttonClasses('primary', 'sm')}>
          {kycStatus === 'rejected' ? 'Submit new documents' : 'Verify your identity'}
        </Link>
      )}
    </div>
  );
}

function Step({
  number,
  title,
  state,
  badge,
  children,
}: {
  number: number;
  title: string;
  state: 'done' | 'current' | 'later';
  badge?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4" aria-current={state === 'current' ? 'step' : undefined}>
      {state === 'done' ? (
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
      ) : (
        <Circle
          className={
            state === 'current'
              ? 'mt-0.5 size-6 shrink-0 text-brand-600'
              : 'mt-0.5 size-6 shrink-0 text-slate-300'
          }
          aria-hidden
        />
      )}
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span>
            {number}. {title}
          </span>
          {state === 'done' && <span className="sr-only">(done)</span>}
          {badge && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {badge}
            </span>
          )}
        </h2>
        <div className={state === 'later' ? 'mt-1 text-sm text-slate-500' : 'mt-1 text-sm text-slate-700'}>
          {children}
        </div>
      </div>
    </li>
  );
}

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center py-4 text-center">
      {icon}
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 max-w-md space-y-4 text-sm text-slate-600">{children}</div>
    </div>
  );
}
