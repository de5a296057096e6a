import { describe, expect, it } from 'vitest';
import { describeRangeHistory, reportAbuseAddress } from './abuse-range-facts';

describe("a range's abuse history", () => {
  it('says "No cases" when there were none', () => {
    expect(
      describeRangeHistory({ prefix: '192.0.2.0/24', cases: 0, upheld: 0, medianHoursToAnswer: null }),
    ).toBe('No cases');
  });

  it('counts cases and upheld ones, with the median time to answer', () => {
    expect(
      describeRangeHistory({ prefix: '192.0.2.0/24', cases: 3, upheld: 1, medianHoursToAnswer: 5.25 }),
    ).toBe('3 cases, 1 upheld, answered in 5.3 h (median)');
    expect(
      describeRangeHistory({ prefix: '192.0.2.0/24', cases: 1, upheld: 0, medianHoursToAnswer: null }),
    ).toBe('1 case, 0 upheld, none answered yet');
  });

  it('links to the form with the prefix filled in', () => {
    expect(reportAbuseAddress('2001:db8::/48')).toBe('/report-abuse?target=2001%3Adb8%3A%3A%2F48');
  });
});
