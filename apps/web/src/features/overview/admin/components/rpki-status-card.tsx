import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { RpkiSourceStatusReply } from '@netlease/shared/rpki';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { useRpkiStatus } from '../api/get-rpki-status';
import { formatCount } from '@netlease/shared/format';

/** What the lease pages can say about routes now, in one badge and one sentence. */
function describe(status: RpkiSourceStatusReply): { tone: BadgeTone; label: string; text: string } {
  if (!status.configured) {
    return {
      tone: 'grey',
      label: 'Not configured',
      text: 'No RPKI source configured: route states read unknown.',
    };
  }
  if (!status.dataAsOf) {
    return {
      tone: 'yellow',
      label: 'Not loaded yet',
      text: 'No data loaded from the source yet: route states read unknown until the first load.',
    };
  }
  if (status.isStale) {
    return {
      tone: 'red',
      label: 'Stale',
      text: `Last confirmed current ${formatDateTime(status.dataAsOf)}, over a day ago: route states read unknown.`,
    };
  }
  return {
    tone: 'green',
    label: 'Current',
    text: 'Route states are read from current validated ROA payloads.',
  };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The health of the RPKI data on /admin (docs/PRODUCT.md "RPKI data", docs/decisions/231-rpki-data.md):
 * whether a source is configured, when its data was last confirmed current, how many VRPs it holds and
 * the last error, so a stale or broken feed shows without reading the logs.
 */
export function RpkiStatusCard() {
  const { data, isPending } = useRpkiStatus();
  // The card keeps one height from loading to loaded, so nothing below it moves under the pointer.
  const summary = data
    ? describe(data)
    : isPending
      ? { tone: 'grey' as const, label: 'Loading', text: 'Reading the status of the RPKI source…' }
      : {
          tone: 'grey' as const,
          label: 'Unavailable',
          text: 'RPKI status unavailable. Please try again later.',
        };
  return (
    <SectionCard
      title="RPKI data"
      icon={<ShieldCheck className="size-5 text-brand-600" aria-hidden />}
      className="mt-8"
    >
      <div className="space-y-3 text-sm" aria-busy={isPending || undefined}>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <Badge tone={summary.tone}>{summary.label}</Badge>
          <span>{summary.text}</span>
        </p>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Fact label="VRPs">{!data ? '—' : formatCount(data.vrpCount)}</Fact>
          <Fact label="Data as of">
            {!data ? '—' : data.dataAsOf ? formatDateTime(data.dataAsOf) : 'Never loaded'}
          </Fact>
          <Fact label="Last error">
            {!data ? (
              '—'
            ) : data.lastError ? (
              <span className="text-red-700">
                {data.lastErrorAt && `${formatDateTime(data.lastErrorAt)}: `}
                {data.lastError}
              </span>
            ) : (
              'None'
            )}
          </Fact>
        </dl>
      </div>
    </SectionCard>
  );
}
