import { formatAsn } from '@netlease/shared/asns-constants';
import type { LeaseDelivery, Roa } from '@netlease/shared/lease-delivery';
import { RPKI_STATE_EXPLANATIONS, RPKI_STATE_LABELS, type RpkiState } from '@netlease/shared/rpki-constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';

const STATE_TONES: Record<RpkiState, BadgeTone> = {
  valid: 'green',
  invalid: 'red',
  not_found: 'yellow',
  unknown: 'grey',
};

function RoaFacts({ roa }: { roa: Roa }) {
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
      {[
        ['Prefix', roa.prefix],
        ['Max length', `/${roa.maxLength}`],
        ['Origin AS', formatAsn(roa.originAsn)],
      ].map(([term, value]) => (
        <div key={term} className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-600">{term}</dt>
          <dd className="break-all font-mono text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The ROA the seller creates at their registry and its RPKI state for this lease, for both parties
 * (docs/PRODUCT.md "Delivering a lease", step 4); after the end, the ROAs the seller still has to withdraw.
 */
export function LeaseRouting({ lease }: { lease: LeaseDelivery }) {
  const hasEnded = ['completed', 'cancelled', 'dispute'].includes(lease.status);
  return (
    <section aria-label="Routing">
      <SectionCard title="Routing (RPKI)" bodyClassName="space-y-4">
        {lease.roa ? (
          <>
            <p className="text-sm text-slate-700">
              {lease.as === 'monetizer'
                ? 'Create this ROA at your registry so the buyer’s AS may announce the range:'
                : lease.as === 'leaser'
                  ? 'The seller creates this ROA at their registry, so your AS may announce the range:'
                  : 'The seller creates this ROA at their registry, so the buyer’s AS may announce the range:'}
            </p>
            <RoaFacts roa={lease.roa} />
            {lease.route && !hasEnded && (
              <div className="space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium text-slate-900">RPKI state:</span>
                  <Badge tone={STATE_TONES[lease.route.state]}>{RPKI_STATE_LABELS[lease.route.state]}</Badge>
                </p>
                <p className="text-sm text-slate-600">
                  {RPKI_STATE_EXPLANATIONS[lease.route.state]}
                  {lease.route.dataAsOf ? ` Data as of ${formatDateTime(lease.route.dataAsOf)}.` : ''}
                </p>
              </div>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-600">
            The ROA to create shows here once the buyer has named the ASN that will announce the range.
          </p>
        )}
        {lease.staleRoas.length > 0 && (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3" role="alert">
            <p className="font-medium text-amber-900">Withdraw this ROA</p>
            <p className="mb-2 text-sm text-amber-900">
              The lease has ended, but a ROA still authorises the former lessee’s AS for this range.
            </p>
            {lease.staleRoas.map((roa) => (
              <RoaFacts key={`${roa.prefix}-${roa.maxLength}-${roa.originAsn}`} roa={roa} />
            ))}
          </div>
        )}
      </SectionCard>
    </section>
  );
}
