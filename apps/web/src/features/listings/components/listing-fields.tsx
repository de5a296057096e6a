import {
  LISTING_PERIODS,
  SUBNET_OPTIONS,
  type ListingPeriod,
  type ListingUpdateInput,
} from '@netlease/shared/catalog';
import { Input, Select, Textarea } from '@/components/ui/field';
import { FormField, invalidControlClass } from '@/components/ui/form-field';
import type { FieldErrors } from './listing-form-errors';
import { PERIOD_LABELS, describeLeaseSize, leaseSizeText } from './listing-text';

/** The text and terms of a listing, as the form holds them (price in dollars, as typed). */
export interface ListingFormValues {
  title: string;
  location: string;
  description: string;
  price: string;
  period: ListingPeriod;
  subnet: string;
  specs: string;
}

export const EMPTY_LISTING_VALUES: ListingFormValues = {
  title: '',
  location: '',
  description: '',
  price: '',
  period: 'month',
  subnet: '',
  specs: '',
};

/** The body of POST or PUT /api/listings for these values; `features` are kept as they are. */
export const toListingBody = (values: ListingFormValues, features: string[] = []): ListingUpdateInput => ({
  ...values,
  features,
});

type Change = <K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) => void;

/** Title, location, price with period, description: the same on the create and the edit form. */
export function ListingTextFields({
  values,
  errors,
  onChange,
}: {
  values: ListingFormValues;
  errors: FieldErrors;
  onChange: Change;
}) {
  return (
    <>
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            className={invalidControlClass}
            value={values.title}
            maxLength={120}
            required
            onChange={(event) => onChange('title', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Location" error={errors.location}>
        {(control) => (
          <Input
            {...control}
            className={invalidControlClass}
            value={values.location}
            placeholder="Frankfurt, DE"
            maxLength={120}
            required
            onChange={(event) => onChange('location', event.target.value)}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Price ($)" error={errors.price}>
          {(control) => (
            <Input
              {...control}
              className={invalidControlClass}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              value={values.price}
              required
              onChange={(event) => onChange('price', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Period" error={errors.period}>
          {(control) => (
            <Select
              {...control}
              className={invalidControlClass}
              value={values.period}
              onChange={(event) => onChange('period', event.target.value as ListingPeriod)}
            >
              {LISTING_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </>
  );
}

export function DescriptionField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label="Description" error={error}>
      {(control) => (
        <Textarea
          {...control}
          className={invalidControlClass}
          value={value}
          maxLength={5000}
          required
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * Spec part 2 /create-listing subnet options, read as the size of one lease (empty: the whole
 * range). The IP count follows from it and is shown, not typed (docs/PRODUCT.md "Inventory").
 * `range` is the range offered (null while no block is chosen); sizes larger than it are disabled,
 * and an IPv6 range is leased whole.
 */
export function SubnetField({
  value,
  range,
  error,
  onChange,
}: {
  value: string;
  range: string | null;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { isIpv6 } = describeLeaseSize(range, value);
  const rangePrefix = range ? Number(range.split('/')[1]) : null;
  return (
    <FormField
      label="Subnet"
      error={error}
      hint={<span aria-live="polite">{leaseSizeText(range, value)}</span>}
    >
      {(control) => (
        <Select
          {...control}
          className={invalidControlClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Whole range</option>
          {SUBNET_OPTIONS.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={isIpv6 || (rangePrefix !== null && Number(option.value.slice(1)) < rangePrefix)}
            >
              {option.value} ({option.ipCount} IPs)
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

export function SpecsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label="Specs" hint="Optional, for example hardware or routing details." error={error}>
      {(control) => (
        <Textarea
          {...control}
          className={invalidControlClass}
          value={value}
          maxLength={2000}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
