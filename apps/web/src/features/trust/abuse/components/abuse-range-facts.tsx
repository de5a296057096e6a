import { Link } from 'react-router';
import type { AbuseRangeHistory } from '@netlease/shared/abuse-cases';
import { useAbuseRangeHistory } from '../api/get-abuse-range-history';

/** Where to report abuse from a range: the public form with the range filled in. */
export const reportAbuseAddress = (prefix: string) => `/report-abuse?target=${encodeURIComponent(prefix)}`;

/** '3 cases, 1 upheld, answered in 5 h (median)', or 'No cases'. */
export function describeRangeHistory(history: AbuseRangeHistory): string {
  if (history.cases === 0) return 'No cases';
  const cases = history.cases === 1 ? '1 case' : `${history.cases} cases`;
  const answered =
    history.medianHoursToAnswer === null
      ? 'none answered yet'
      : `answered in ${Math.round(history.medianHoursToAnswer * 10) / 10} h (median)`;
  return `${cases}, ${history.upheld} upheld, ${answered}`;
}

/**
 * The abuse contact of a range and its abuse history over the last year (docs/PRODUCT.md "Abuse"),
 * for the LOA verification page: counts only, never a reporter or a lessee. Rendered as entries of
 * the page's description list.
 */
export function AbuseRangeFacts({ prefix }: { prefix: string }) {
  const history = useAbuseRangeHistory(prefix);
  return (
    <>
      <div>
        <dt className="text-slate-500">Abuse contact</dt>
        <dd className="font-medium text-slate-900">
          <Link to={reportAbuseAddress(prefix)} className="text-brand-700 hover:underline">
            Report abuse from {prefix}
          </Link>
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Abuse history (last 12 months)</dt>
        <dd className="font-medium text-slate-900">
          {history.data ? describeRangeHistory(history.data) : history.isError ? 'Not available now' : '…'}
        </dd>
      </div>
    </>
  );
}
