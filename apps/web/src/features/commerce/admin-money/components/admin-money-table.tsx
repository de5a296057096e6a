import { useState } from 'react';
import { ADMIN_PAGE_SIZES, type AdminMoneyTab } from '@netlease/shared/money';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { DateFilter, SearchFilter, SelectFilter } from '@/components/ui/filter-fields';
import { PagedRows } from '@/components/ui/paged-table';
import { type ResponsiveColumn } from '@/components/ui/responsive-table';
import { useServerFilters } from '@/components/ui/use-server-filters';
import { toast, useErrorToast } from '@/lib/toast';
import { exportAdminMoney } from '../api/export-admin-money';
import { useAdminMoney, type AdminMoneyFilters } from '../api/list-admin-money';

const PAGE_SIZE_OPTIONS = ADMIN_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

const START: AdminMoneyFilters = { status: '', email: '', from: '', to: '', page: 1, pageSize: 25 };

/**
 * One admin money tab: filters (status, user email, date range), a server-paged table (cards on a
 * phone) and a pager.
 * `render` receives the rows so a tab can add its own actions column.
 */
export function AdminMoneyTable<Row extends { id: string }>({
  tab,
  statuses,
  columns,
  noun,
  searchLabel = 'User email',
}: {
  tab: AdminMoneyTab;
  statuses: readonly string[];
  columns: ResponsiveColumn<Row>[];
  noun: string;
  /** The orders tab's box also finds a prefix or address (docs/PRODUCT.md "Delivering a lease"). */
  searchLabel?: string;
}) {
  // The email filter waits for a pause in typing, so each keystroke is not a request.
  const {
    filters,
    search: email,
    setSearch: setEmail,
    setFilter,
    setPage,
  } = useServerFilters(START, 'email');
  const { data, isPending, error, isFetching, refetch } = useAdminMoney<Row>(tab, filters);
  useErrorToast(error, MESSAGES.adminLoadFailed.title);
  const [isExporting, setIsExporting] = useState(false);
  // The file holds what the filters show, including an email typed a moment ago.
  const onExport = async () => {
    setIsExporting(true);
    try {
      await exportAdminMoney(tab, {
        status: filters.status,
        email: email.trim(),
        from: filters.from,
        to: filters.to,
      });
    } catch (exportError) {
      toast.fromError(exportError, 'Export failed');
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SelectFilter
          label="Status"
          value={filters.status}
          options={[
            { value: '', label: 'All statuses' },
            ...statuses.map((status) => ({ value: status, label: status.replaceAll('_', ' ') })),
          ]}
          onChange={(status) => setFilter('status', status)}
        />
        <SearchFilter label={searchLabel} value={email} onChange={setEmail} />
        <DateFilter label="From" value={filters.from} onChange={(from) => setFilter('from', from)} />
        <DateFilter label="To" value={filters.to} onChange={(to) => setFilter('to', to)} />
        <SelectFilter
          label="Rows per page"
          value={String(filters.pageSize)}
          options={PAGE_SIZE_OPTIONS}
          onChange={(size) => setFilter('pageSize', Number(size))}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-500">{data ? `${data.total} ${noun}` : ''}</p>
        <Button variant="secondary" size="sm" isLoading={isExporting} onClick={() => void onExport()}>
          Export CSV
        </Button>
      </div>
      <PagedRows
        data={data}
        isPending={isPending}
        failure={{ error, onRetry: refetch, message: MESSAGES.adminLoadFailed, isRetrying: isFetching }}
        page={filters.page}
        onPage={setPage}
        label={`Admin ${noun}`}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
