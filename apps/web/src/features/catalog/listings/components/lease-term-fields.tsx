import { LISTING_PERIODS } from '@netlease/shared/catalog';
import { MIN_TERM_MONTHS, minTermText } from '@netlease/shared/lease-terms-constants';
import { ChoiceTile } from '@/components/ui/choice-tile';
import { Select } from '@/components/ui/field';
import { FormChoice, FormField } from '@/components/ui/form';
import type { ListingFormValues } from './listing-form-schema';
import { PERIOD_LABELS } from './listing-text';

/**
 * The minimum term and the billing periods a buyer may choose (docs/PRODUCT.md "Listings"): the same
 * on the create and the edit form. A period shorter than the term is refused beside the periods.
 */
export function LeaseTermFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField<ListingFormValues>
        name="minTermMonths"
        label="Minimum term"
        hint="The shortest lease you accept. Buyers choose a billing period at least this long."
      >
        {(control) => (
          <Select {...control}>
            {MIN_TERM_MONTHS.map((months) => (
              <option key={months} value={String(months)}>
                {minTermText(months)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormChoice<ListingFormValues, 'periodsOffered'> name="periodsOffered">
        {(control, field) => (
          <fieldset aria-describedby={control['aria-describedby']}>
            <legend className="text-sm font-medium text-slate-700">Billing periods offered</legend>
            <div className="mt-1.5 grid grid-cols-3 gap-2">
              {LISTING_PERIODS.map((period, index) => (
                <ChoiceTile
                  key={period}
                  ref={index === 0 ? field.ref : undefined}
                  type="checkbox"
                  name={field.name}
                  value={period}
                  checked={field.value.includes(period)}
                  aria-invalid={control['aria-invalid']}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? LISTING_PERIODS.filter((each) => each === period || field.value.includes(each))
                        : field.value.filter((each) => each !== period),
                    )
                  }
                >
                  {PERIOD_LABELS[period]}
                </ChoiceTile>
              ))}
            </div>
          </fieldset>
        )}
      </FormChoice>
    </div>
  );
}
