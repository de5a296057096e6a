import { useEffect } from 'react';
import { MESSAGES } from '@netlease/shared/messages';
import { Spinner } from '@/components/ui/spinner';
import { DataTable } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useReputationLogs } from '../api/get-reputation-logs';
import { ScoreBadge, ScoreValue } from './score-badge';

/** Spec part 1 /admin reputation tab: the latest reputation checks with subnet, owner and order. */
export default function AdminReputationTab() {
  const { data: logs, isPending, error } = useReputationLogs();
  useEffect(() => {
    if (error) toast.fromError(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  }, [error]);
  if (isPending) return <Spinner />;
  return (
    <DataTable
      rows={logs ?? []}
      rowKey={(log) => log.id}
      columns={[
        { header: 'Checked', cell: (log) => formatDateTime(log.checkedAt) },
        { header: 'Subnet', cell: (log) => <span className="font-mono">{log.subnet}</span> },
        { header: 'Owner', cell: (log) => log.ownerEmail },
        { header: 'Leaser', cell: (log) => log.leaserEmail ?? '—' },
        { header: 'Order', cell: (log) => (log.orderId ? log.orderId.slice(0, 8) : '—') },
        { header: 'Score', cell: (log) => <ScoreValue score={log.score} /> },
        { header: 'Band', cell: (log) => <ScoreBadge score={log.score} /> },
        { header: 'Listed on', cell: (log) => log.listedOn.join(', ') || '—' },
      ]}
    />
  );
}
