import { Link } from 'react-router';
import type { Claim } from '@netlease/shared/lease-delivery';
import { CLAIM_CATEGORY_LABELS } from '@netlease/shared/lease-delivery-constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import type { LeaseViewer } from './lease-steps';

const TONES: Record<Claim['status'], BadgeTone> = { open: 'yellow', refunded: 'green', rejected: 'red' };
const LABELS: Record<Claim['status'], string> = {
  open: 'Waiting for staff',
  refunded: 'Upheld: refunded',
  rejected: 'Rejected',
};

/** The provider's answer under a claim, or that none came (yet). */
function ProviderAnswer({ claim, viewer }: { claim: Claim; viewer: LeaseViewer }) {
  const label = viewer === 'seller' ? 'Your answer' : "Provider's answer";
  if (claim.sellerAnswer === null || claim.sellerAnsweredAt === null) {
    if (viewer === 'seller' && claim.status === 'open') return null;
    return (
      <p className="mt-1 text-slate-600">
        {claim.status === 'open'
          ? 'The provider has not answered yet.'
          : viewer === 'seller'
            ? 'You did not answer before staff decided.'
            : 'The provider did not answer.'}
      </p>
    );
  }
  return (
    <div className="mt-2 border-l-2 border-slate-200 pl-3">
      <p className="text-slate-600">
        {label}, {formatDateTime(claim.sellerAnsweredAt)}
      </p>
      <p className="break-words whitespace-pre-line text-slate-700">{claim.sellerAnswer}</p>
    </div>
  );
}

/**
 * The lease's claims, the provider's answer and what staff decided (docs/PRODUCT.md "Delivering a
 * lease", step 6).
 */
export function LeaseClaims({
  claims,
  viewer,
  orderId,
}: {
  claims: Claim[];
  viewer: LeaseViewer;
  orderId: string;
}) {
  if (claims.length === 0) return null;
  const isWaiting = claims.some((claim) => claim.status === 'open');
  return (
    <SectionCard title="Claims">
      {isWaiting && viewer !== 'staff' && (
        <p className="mb-3 text-sm text-slate-700">
          Files for staff (a traceroute, a blocklist&apos;s page) go in a{' '}
          <Link to={`/support?order=${orderId}`} className="text-brand-700 underline">
            support ticket about this lease
          </Link>
          .
        </p>
      )}
      <ul className="space-y-3 text-sm">
        {claims.map((claim) => (
          <li key={claim.id} className="rounded-lg border border-slate-200 p-3">
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone={TONES[claim.status]}>{LABELS[claim.status]}</Badge>
              <span className="font-medium text-slate-900">{CLAIM_CATEGORY_LABELS[claim.category]}</span>
              <span className="text-slate-600">{formatDateTime(claim.createdAt)}</span>
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-slate-700">{claim.description}</p>
            <ProviderAnswer claim={claim} viewer={viewer} />
            {claim.decisionReason && (
              <p className="mt-1 break-words text-slate-700">Staff: {claim.decisionReason}</p>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
