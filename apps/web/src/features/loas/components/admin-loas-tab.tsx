import { useEffect } from 'react';
import { formatAsn } from '@netlease/shared/asns';
import { MESSAGES } from '@netlease/shared/messages';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DataTable } from '@/components/ui/table';
import { openFileInNewTab } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdminLoas } from '../api/get-admin-loas';

/** Spec part 1 /admin loas tab: ASN number, buyer email, IP block cidr, monetizer email, View LOA. */
export default function AdminLoasTab() {
  const { data: rows, isPending, error } = useAdminLoas();
  useEffect(() => {
    if (error) toast.fromError(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  }, [error]);
  if (isPending) return <Spinner />;
  return (
    <DataTable
      rows={rows ?? []}
      rowKey={(row) => row.id}
      columns={[
        { header: 'ASN', cell: (row) => (row.asnNumber ? formatAsn(row.asnNumber) : '—') },
        { header: 'Buyer', cell: (row) => row.buyerEmail },
        { header: 'IP block', cell: (row) => <span className="font-mono">{row.prefix ?? '—'}</span> },
        { header: 'Monetizer', cell: (row) => row.monetizerEmail },
        { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
        {
          header: 'File',
          cell: (row) => (
            <Button size="sm" variant="secondary" onClick={() => openFileInNewTab(row.fileUrl)}>
              View LOA
            </Button>
          ),
        },
      ]}
    />
  );
}
