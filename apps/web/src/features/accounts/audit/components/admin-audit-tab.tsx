import { useState } from 'react';
import { diffSnapshots, type AuditEntry, type AuditFilter } from '@netlease/shared/audit';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { DataTable, Pager } from '@/components/ui/table';
import { downloadFile, toQueryString } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useAuditLog } from '../api/audit';

/** Where an audited object can be looked at in the app. */
const TARGET_LINKS: Record<string, (id: string) => string> = {
  ticket: (id) => `/ticket/${id}`,
  auction: (id) => `/auction/${id}`,
  listing: (id) => `/listing/${id}`,
};

function Difference({ entry }: { entry: AuditEntry }) {
  const changes = diffSnapshots(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {changes.map((change) => (
        <li key={change.key}>
          <span className="font-medium">{change.key}</span>:{' '}
          <span className="text-red-700 line-through">
            {change.before === undefined ? '∅' : JSON.stringify(change.before)}
          </span>{' '}
          →{' '}
          <span className="text-emerald-700">
            {change.after === undefined ? '∅' : JSON.stringify(change.after)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function AdminAuditTab() {
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const { data, isPending } = useAuditLog(filter);
  const update =
    (key: keyof AuditFilter) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFilter((current) => ({ ...current, [key]: event.target.value || undefined, page: 1 }));

  const onExport = async () => {
    try {
      await downloadFile(
        `/api/admin/audit/export.csv?${toQueryString({ ...filter, page: undefined })}`,
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
              {action}
            </option>
          ))}
        </Select>
        <Select aria-label="Target type" value={filter.targetType ?? ''} onChange={update('targetType')}>
          <option value="">All targets</option>
          {data?.targetTypes.map((type) => (
            <option key={type} value={type}>
              {type}
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
          <DataTable
            rows={data?.entries ?? []}
            rowKey={(entry) => String(entry.id)}
            columns={[
              {
                header: 'Time',
                cell: (entry) => formatDateTime(entry.createdAt),
                className: 'whitespace-nowrap px-4 py-2.5 text-slate-700',
              },
              { header: 'Actor', cell: (entry) => entry.actorEmail ?? 'system' },
              { header: 'Action', cell: (entry) => <code className="text-xs">{entry.action}</code> },
              {
                header: 'Target',
                cell: (entry) => {
                  const link = TARGET_LINKS[entry.targetType]?.(entry.targetId);
                  const label = `${entry.targetType} ${entry.targetId.slice(0, 8)}`;
                  return link ? (
                    <a href={link} className="text-brand-700 hover:underline">
                      {label}
                    </a>
                  ) : (
                    label
                  );
                },
              },
              { header: 'Change', cell: (entry) => <Difference entry={entry} /> },
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
