import { useFormContext } from 'react-hook-form';
import { LISTING_PERIODS, SUBNET_OPTIONS } from '@netlease/shared/catalog';
import { Input, Select, Textarea } from '@/components/ui/field';
import { FormField } from '@/components/ui/form';
import type { ListingFormValues } from './listing-form-schema';
import { PERIOD_LABELS, describeLeaseSize, leaseSizeText } from './listing-text';

/** Title, location, price with period: the same on the create and the edit form. */
export function ListingTextFields() {
  return (
    <>
      <FormField<ListingFormValues> name="title" label="Title">
        {(control) => <Input {...control} maxLength={120} required />}
      </FormField>
      <FormField<ListingFormValues> name="location" label="Location">
        {(control) => <Input {...control} placeholder="Frankfurt, DE" maxLength={120} required />}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField<ListingFormValues> name="price" label="Price ($)">
          {(control) => (
            <Input {...control} type="number" inputMode="decimal" min="0.01" step="0.01" required />
          )}
        </FormField>
        <FormField<ListingFormValues> name="period" label="Period">
          {(control) => (
            <Select {...control}>
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

export function DescriptionField() {
  return (
    <FormField<ListingFormValues> name="description" label="Description">
      {(control) => <Textarea {...control} maxLength={5000} required />}
    </FormField>
  );
}

/**
 * The subnet options of /create-listing (docs/PRODUCT.md "Listings"), read as the size of one lease (empty:
 * the whole range). The IP count follows from it and is shown, not typed (docs/PRODUCT.md "Inventory").
 * `range` is the range offered (null while no block is chosen); sizes larger than it are disabled,
 * and an IPv6 range is leased whole.
 */
export function SubnetField({ range }: { range: string | null }) {
  const subnet = useFormContext<ListingFormValues>().watch('subnet');
  const { isIpv6 } = describeLeaseSize(range, subnet);
  const rangePrefix = range ? Number(range.split('/')[1]) : null;
  return (
    <FormField<ListingFormValues>
      name="subnet"
      label="Subnet"
      hint={<span aria-live="polite">{leaseSizeText(range, subnet)}</span>}
    >
      {(control) => (
        <Select {...control}>
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

export function SpecsField() {
  return (
    <FormField<ListingFormValues>
      name="specs"
      label="Specs"
      hint="Optional, for example hardware or routing details."
    >
      {(control) => <Textarea {...control} maxLength={2000} />}
    </FormField>
  );
}
