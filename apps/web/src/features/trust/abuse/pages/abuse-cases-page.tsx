import { useLocation, useSearchParams } from 'react-router';
import { MESSAGES } from '@netlease/shared/messages';
import { SelectFilter } from '@/components/ui/filter-fields';
import { Page } from '@/components/ui/page';
import { PagedTable } from '@/components/ui/paged-table';
import { Tabs } from '@/components/ui/tabs';
import { useErrorToast } from '@/lib/toast';
import { useNewNotifications } from '@/features/accounts/notifications/api/use-new-notifications';
import {
  readAbuseCaseFilters,
  useAbuseCases,
  writeAbuseCaseFilters,
  type AbuseCaseFilters,
  type AbuseCaseSide,
  type AbuseCaseState,
} from '../api/list-abuse-cases';
import { ABUSE_KEY, isAbuseNotification } from '../api/abuse-case-cache';
import { caseAddressColumn, caseColumns } from '../components/abuse-case-columns';
import { useMinuteNow } from '../components/use-minute-now';

const STATE_OPTIONS: ReadonlyArray<{ value: AbuseCaseState; label: string }> = [
  { value: 'live', label: 'Live cases' },
  { value: 'closed', label: 'Closed cases' },
  { value: 'all', label: 'All cases' },
];

// A new report, a staff step or the clock's reminder arrives as a notification: re-read the lists.
const ABUSE_KEYS = [ABUSE_KEY];

function CaseList({
  filters,
  onChange,
}: {
  filters: AbuseCaseFilters;
  onChange: (next: AbuseCaseFilters) => void;
}) {
  const location = useLocation();
  const now = useMinuteNow();
  const { data, isPending, error, refetch, isFetching } = useAbuseCases(filters);
  useErrorToast(error, MESSAGES.serverError.title, MESSAGES.serverError.description);
  const isOwner = filters.as === 'owner';
  return (
    <section aria-label={isOwner ? 'Cases on my ranges' : 'Cases on my leases'} className="space-y-4">
      <div className="max-w-xs">
        <SelectFilter
          label="Show"
          value={filters.state}
          options={STATE_OPTIONS}
          onChange={(state) => onChange({ ...filters, state, page: 1 })}
        />
      </div>
      <p className="text-sm text-slate-600">
        {isOwner
          ? 'Reports about addresses you lease out. The lessee answers; you can ask staff to act.'
          : 'Reports about addresses you lease. Answer each before its deadline: acknowledge, resolve or dispute.'}
      </p>
      <PagedTable
        data={data}
        isPending={isPending}
        failure={{ error, onRetry: refetch, message: MESSAGES.serverError, isRetrying: isFetching }}
        noun={['case', 'cases']}
        page={filters.page}
        onPage={(page) => onChange({ ...filters, page })}
        label={isOwner ? 'Cases on my ranges' : 'Cases on my leases'}
        columns={[caseAddressColumn(`${location.pathname}${location.search}`), ...caseColumns(now)]}
        rowKey={(item) => item.id}
        emptyText={
          filters.state === 'closed'
            ? 'No closed cases.'
            : isOwner
              ? 'No abuse reports on your ranges.'
              : 'No abuse reports on your leases.'
        }
      />
    </section>
  );
}

/**
 * /abuse (docs/PRODUCT.md "Abuse"): the signed-in user's cases, as the lessee ("My leases") or on
 * the ranges they own ("On my ranges"), live or closed, with the time left to answer.
 */
export default function AbuseCasesPage() {
  const [params, setParams] = useSearchParams();
  const filters = readAbuseCaseFilters(params);
  useNewNotifications(isAbuseNotification, ABUSE_KEYS);
  const change = (next: AbuseCaseFilters) => setParams(writeAbuseCaseFilters(next), { replace: true });
  const list = <CaseList filters={filters} onChange={change} />;

  return (
    <Page title="Abuse" subtitle="Abuse reports about the addresses you lease and the ranges you own.">
      <Tabs
        label="Abuse cases"
        value={filters.as}
        onValueChange={(value) => change({ as: value as AbuseCaseSide, state: filters.state, page: 1 })}
        items={[
          { value: 'lessee', label: 'My leases', content: filters.as === 'lessee' ? list : null },
          { value: 'owner', label: 'On my ranges', content: filters.as === 'owner' ? list : null },
        ]}
      />
    </Page>
  );
}
