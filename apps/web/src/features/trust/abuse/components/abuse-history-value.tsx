import { useAbuseRangeHistory } from '../api/get-abuse-range-history';
import { describeRangeHistory } from './abuse-range-facts';

/**
 * A range's abuse history as one value ('No cases', '2 cases, 1 upheld, answered in 5 h (median)'),
 * for the listing's facts (docs/PRODUCT.md "Abuse"): what a future lessee may know, counts only.
 */
export default function AbuseHistoryValue({ prefix }: { prefix: string }) {
  const history = useAbuseRangeHistory(prefix);
  if (history.data) return <>{describeRangeHistory(history.data)}</>;
  return <>{history.isError ? 'Not available now' : '…'}</>;
}
