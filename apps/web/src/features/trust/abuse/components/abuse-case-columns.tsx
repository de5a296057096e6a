import { Link } from 'react-router';
import type { AbuseCaseSummary } from '@netlease/shared/abuse-cases';
import { Badge } from '@/components/ui/badge';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { AbuseStatusBadge, CaseClockText, categoryLabel } from './abuse-labels';
import { formatCount } from '@netlease/shared/format';

/** The address reported, leading to the case page (with the list's address to come back to). */
export const caseAddressColumn = (from: string): ResponsiveColumn<AbuseCaseSummary> => ({
  header: 'Address',
  isCardTitle: true,
  cell: (item) => (
    <Link
      to={`/abuse/cases/${item.id}`}
      state={{ from }}
      className="font-medium text-brand-700 hover:underline"
      aria-label={`Case ${item.reference}: ${categoryLabel(item.category)} on ${item.target}`}
    >
      <span className="font-mono">{item.target}</span>{' '}
      <span className="text-xs font-normal text-slate-600">{item.reference}</span>
    </Link>
  ),
});

/** The columns every list of cases shares: category, status, time left and reports. */
export function caseColumns(now: Date): ResponsiveColumn<AbuseCaseSummary>[] {
  return [
    { header: 'Category', cell: (item) => categoryLabel(item.category) },
    {
      header: 'Status',
      cell: (item) => (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          <AbuseStatusBadge status={item.status} outcome={item.outcome} />
          {item.leaseSuspended && <Badge tone="red">Lease suspended</Badge>}
        </span>
      ),
    },
    { header: 'Time left', cell: (item) => <CaseClockText summary={item} now={now} /> },
    { header: 'Reports', cell: (item) => formatCount(item.reportCount) },
  ];
}
