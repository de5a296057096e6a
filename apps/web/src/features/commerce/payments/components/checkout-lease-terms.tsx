import { useState } from 'react';
import { formatCents } from '@netlease/shared/format';
import { requote } from '@netlease/shared/invoicing';
import { minTermText } from '@netlease/shared/lease-terms-constants';
import type { CheckoutSummary, LeasePeriod } from '@netlease/shared/orders';
import { SectionCard } from '@/components/ui/card';
import { ChoiceTile } from '@/components/ui/choice-tile';
import { formatDate } from '@/lib/dates';

const PERIOD_NAMES: Record<LeasePeriod, string> = { month: 'Monthly', quarter: 'Quarterly', year: 'Yearly' };

export interface LeaseTermsChoice {
  summary: CheckoutSummary;
  period: LeasePeriod;
  onChoose: (period: LeasePeriod) => void;
}

/**
 * The billing period the buyer chooses (docs/PRODUCT.md "Checkout"): only the periods the listing
 * offers, none shorter than its minimum term. Answers the summary priced and dated by that period,
 * so the page's totals and the request follow the choice, and the props of <LeaseTermsCard />.
 */
export function useChosenPeriod(summary: CheckoutSummary): [CheckoutSummary, LeaseTermsChoice] {
  const [chosen, setChosen] = useState<LeasePeriod>(summary.period);
  const option =
    summary.periodOptions.find((each) => each.period === chosen) ??
    summary.periodOptions.find((each) => each.period === summary.period);
  // The VAT follows the period's price, each line rounded as the invoice will be.
  const tax = option && summary.tax ? requote(summary.tax, option.subtotal) : summary.tax;
  const priced = option ? { ...summary, ...option, tax, total: tax?.grossCents ?? option.total } : summary;
  return [priced, { summary, period: priced.period, onChoose: setChosen }];
}

/** The minimum term and one tile per period with its price, e.g. 'Quarterly · $300.00 per quarter'. */
export function LeaseTermsCard({ summary, period, onChoose }: LeaseTermsChoice) {
  return (
    <SectionCard title="Lease Term" bodyClassName="space-y-3 text-sm">
      <p className="text-slate-700">
        Minimum term: <span className="font-medium text-slate-900">{minTermText(summary.minTermMonths)}</span>
      </p>
      <fieldset>
        <legend className="font-medium text-slate-700">Billing period</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {summary.periodOptions.map((option) => (
            <ChoiceTile
              key={option.period}
              type="radio"
              name="period"
              value={option.period}
              checked={option.period === period}
              onChange={() => onChoose(option.period)}
              isMultiline
            >
              <span>
                <span className="block font-medium">{PERIOD_NAMES[option.period]}</span>
                <span className="block text-slate-700">
                  {formatCents(option.subtotal)} per {option.period}
                </span>
                <span className="block text-xs text-slate-700">Renews {formatDate(option.renewalDate)}</span>
              </span>
            </ChoiceTile>
          ))}
        </div>
      </fieldset>
    </SectionCard>
  );
}
