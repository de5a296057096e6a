import { useState } from 'react';
import {
  auditActionLabel,
  auditAreaLabel,
  diffSnapshots,
  type AuditEntry,
  type AuditFilter,
} from '@netlease/shared/audit';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { Pager } from '@/components/ui/table';
import { auditRoutes } from '@netlease/shared/routes/web';
import { downloadFile, routeAddress } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useAuditLog } from '../api/audit';
import { actorText, changeKeyText, changeValueText, targetText } from './audit-ledger-text';

/** Where an audited object can be looked at in the app. */
const TARGET_LINKS: Record<string, (id: string) => string> = {
  ticket: (id) => `/ticket/${id}`,
  auction: (id) => `/auction/${id}`,
  listing: (id) => `/listing/${id}`,
};

/** What changed, key by key, in words: before struck through, after beside it. */
function Changes({ entry, names }: { entry: AuditEntry; names: Record<string, string> }) {
  // A key only one snapshot holds as nothing (null on one side, absent on the other) changed nothing.
  const changes = diffSnapshots(entry.before, entry.after).filter(
    (change) =>
      changeValueText(change.key, change.before, names) !== changeValueText(change.key, change.after, names),
  );
  if (changes.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="space-y-0.5 text-left text-xs [overflow-wrap:anywhere]">
      {changes.map((change) => (
        <li key={change.key}>
          <span className="font-medium text-slate-800">{changeKeyText(change.key)}</span>:{' '}
          {change.before !== undefined && (
            <>
              <del className="text-red-700">{changeValueText(change.key, change.before, names)}</del> →{' '}
            </>
          )}
          <ins className="text-emerald-800 no-underline">
            {changeValueText(change.key, change.after, names)}
          </ins>
        </li>
      ))}
    </ul>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  // The name is what a person reads; the id (and the email) are there on hover.
  const detail = entry.actorId
    ? [entry.actorEmail, `id ${entry.actorId}`].filter(Boolean).join(' · ')
    : undefined;
  return (
    <span title={detail} data-testid="audit-actor">
      {actorText(entry)}
    </span>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const link = TARGET_LINKS[entry.targetType]?.(entry.targetId);
  const label = targetText(entry);
  const detail = `${auditAreaLabel(entry.targetType)} · id ${entry.targetId}`;
  return link ? (
    <a href={link} title={detail} className="text-brand-700 hover:underline" data-testid="audit-target">
      {label}
    </a>
  ) : (
    <span title={detail} data-testid="audit-target">
      {label}
    </span>
  );
}

/**
 * The admin audit tab (docs/PRODUCT.md "Audit log"): a ledger people read — who, what in words, to what,
 * amounts in dollars — with the ids on hover; a table on a wide screen, cards on a phone. The CSV export
 * keeps the raw ids, cents and snapshots.
 */
export default function AdminAuditTab() {
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const { data, isPending } = useAuditLog(filter);
  const names = data?.names ?? {};
  const update =
    (key: keyof AuditFilter) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFilter((current) => ({ ...current, [key]: event.target.value || undefined, page: 1 }));

  const onExport = async () => {
    try {
      await downloadFile(
        routeAddress(auditRoutes.exportAuditEntries, { query: { ...filter, page: undefined } }),
        'audit-log.csv',
      );
    } catch (error) {
      toast.fromError(error, 'Export failed');
    }
  };

  return (
    <section aria-label="Audit log">
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <Input
          placeholder="Actor name or email"
          aria-label="Actor"
          value={filter.actor ?? ''}
          onChange={update('actor')}
        />
        <Select aria-label="Action" value={filter.action ?? ''} onChange={update('action')}>
          <option value="">All actions</option>
          {data?.actions.map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(action)}
            </option>
          ))}
        </Select>
        <Select aria-label="Target type" value={filter.targetType ?? ''} onChange={update('targetType')}>
          <option value="">All targets</option>
          {data?.targetTypes.map((type) => (
            <option key={type} value={type}>
              {auditAreaLabel(type)}
            </option>
          ))}
        </Select>
        <Input type="date" aria-label="From" value={filter.from ?? ''} onChange={update('from')} />
        <Input type="date" aria-label="To" value={filter.to ?? ''} onChange={update('to')} />
        <Button variant="secondary" onClick={() => void onExport()}>
          Export CSV
        </Button>
      </div>
      {isPending ? (
        <p className="py-8 text-center text-sm text-slate-500">Loading…</p>
      ) : (
        <>
          <ResponsiveTable
            label="Audit entries"
            rows={data?.entries ?? []}
            rowKey={(entry) => String(entry.id)}
            columns={[
              {
                header: 'Time',
                cell: (entry) => formatDateTime(entry.createdAt),
                className: 'whitespace-nowrap px-4 py-2.5 text-slate-700',
              },
              { header: 'Actor', cell: (entry) => <Actor entry={entry} /> },
              {
                header: 'Action',
                isCardTitle: true,
                cell: (entry) => (
                  <span title={entry.action} data-testid="audit-action">
                    {auditActionLabel(entry.action)}
                  </span>
                ),
              },
              {
                header: 'Target',
                cell: (entry) => <Target entry={entry} />,
                className: 'max-w-xs px-4 py-2.5 text-slate-700 [overflow-wrap:anywhere]',
              },
              { header: 'Change', cell: (entry) => <Changes entry={entry} names={names} /> },
            ]}
          />
          <Pager
            page={data?.page ?? 1}
            hasNext={data?.hasNext ?? false}
            onPage={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
    </section>
  );
}
