import type { ReactNode } from 'react';
import { Settings2 } from 'lucide-react';
import type { MarketplaceSetupReply } from '@netlease/shared/marketplace-setup';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { useMarketplaceSetup } from '../api/get-marketplace-setup';

interface Verdict {
  tone: BadgeTone;
  label: string;
  text: string;
}

const CARD_PAYMENTS: Record<MarketplaceSetupReply['cardPayments'], Verdict> = {
  stripe: {
    tone: 'green',
    label: 'Stripe',
    text: 'Buyers pay by card and add money to their wallets through Stripe.',
  },
  sandbox: { tone: 'yellow', label: 'Sandbox', text: 'Test cards only: no real money moves.' },
  none: {
    tone: 'red',
    label: 'None',
    text: 'No card processor (CARD_GATEWAY): nobody can pay by card or add money to a wallet.',
  },
};

const MAIL: Record<MarketplaceSetupReply['mail'], Verdict> = {
  smtp: { tone: 'green', label: 'Sent', text: 'Mail leaves through the mail server (SMTP_URL).' },
  outbox: { tone: 'yellow', label: 'Outbox', text: 'Mail is kept in the demo outbox and never sent.' },
};

function files(setup: MarketplaceSetupReply): Verdict {
  if (!setup.filesShared) {
    return {
      tone: 'red',
      label: 'Not shared',
      text:
        'The running instances keep uploaded files in different places: a document uploaded through one ' +
        'cannot be read through another. Set STORAGE_DRIVER=s3, or one shared DATA_DIR, on every instance.',
    };
  }
  return setup.fileStorage === 's3'
    ? { tone: 'green', label: 'S3', text: 'Uploaded files live in one S3 bucket.' }
    : setup.instances.length > 1
      ? { tone: 'green', label: 'Shared disk', text: 'Every instance reads one directory of uploaded files.' }
      : { tone: 'grey', label: 'Disk', text: "Uploaded files live on this server's disk (DATA_DIR/files)." };
}

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
          <Row label="Uploaded files" verdict={files(data)} />
          <Row
            label="Instances"
            verdict={{
              tone: data.instances.length > 0 ? 'blue' : 'grey',
              label: `${data.instances.length} running`,
              text:
                data.instances.length > 0
                  ? 'Seen in the last three minutes.'
                  : 'None has reported itself yet.',
            }}
          >
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
