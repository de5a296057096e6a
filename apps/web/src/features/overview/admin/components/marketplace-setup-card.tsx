import type { ReactNode } from 'react';
import { Settings2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { useMarketplaceSetup } from '../api/get-marketplace-setup';
import {
  CARD_PAYMENTS,
  MAIL,
  filesVerdict,
  instancesVerdict,
  type Verdict,
} from './marketplace-setup-verdicts';

function Row({ label, verdict, children }: { label: string; verdict: Verdict; children?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-1 space-y-1 text-slate-800">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={verdict.tone}>{verdict.label}</Badge>
          <span className="min-w-0 break-words">{verdict.text}</span>
        </p>
        {children}
      </dd>
    </div>
  );
}

/**
 * How the marketplace is set up, on /admin (docs/PRODUCT.md "Admin panel", docs/decisions/315): the
 * settings that decide whether buyers can pay, mail arrives and files can be read, and the server
 * instances running on the database.
 */
export function MarketplaceSetupCard() {
  const { data, isPending } = useMarketplaceSetup();
  return (
    <SectionCard
      title="Setup"
      icon={<Settings2 className="size-5 text-brand-600" aria-hidden />}
      className="mt-8"
    >
      {!data ? (
        <p className="text-sm text-slate-600" aria-busy={isPending || undefined}>
          {isPending
            ? 'Reading how the marketplace is set up…'
            : 'Setup unavailable. Please try again later.'}
        </p>
      ) : (
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Row label="Card payments" verdict={CARD_PAYMENTS[data.cardPayments]} />
          <Row label="Mail" verdict={MAIL[data.mail]} />
          <Row label="Uploaded files" verdict={filesVerdict(data)} />
          <Row label="Instances" verdict={instancesVerdict(data)}>
            {data.instances.length > 0 && (
              <ul className="space-y-1">
                {data.instances.map((instance) => (
                  <li key={`${instance.host} ${instance.pid}`} className="break-words text-slate-600">
                    <span className="font-medium text-slate-800">{instance.host}</span>, process{' '}
                    {instance.pid}
                    {instance.isThisInstance && ' (answered this page)'}, since{' '}
                    {formatDateTime(instance.startedAt)}; files: {instance.fileStorage}
                  </li>
                ))}
              </ul>
            )}
          </Row>
        </dl>
      )}
    </SectionCard>
  );
}
