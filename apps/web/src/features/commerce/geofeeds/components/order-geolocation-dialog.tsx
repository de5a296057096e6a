import {
  GEOFEED_MESSAGES,
  leaseGeolocationInputSchema,
  type LeasedRange,
  type LeaseGeolocationInput,
} from '@netlease/shared/geofeeds';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { Form, FormController, FormField, useZodForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { toast, useErrorToast } from '@/lib/toast';
import { useOrderGeolocation } from '../api/get-order-geolocation';
import { useSetLeaseGeolocation } from '../api/set-lease-geolocation';

type Values = LeaseGeolocationInput;

/** The line the seller's geofeed shows for the range (RFC 8805: prefix,country,region,city,postal). */
function feedLine(range: LeasedRange): string {
  const location = range.geolocation;
  return location
    ? [range.cidr, location.countryCode, location.region ?? '', location.city ?? '', ''].join(',')
    : [range.cidr, range.defaultCountryCode ?? '', '', '', ''].join(',');
}

function RangeGeolocationForm({ orderId, range }: { orderId: string; range: LeasedRange }) {
  const save = useSetLeaseGeolocation(orderId);
  const form = useZodForm(leaseGeolocationInputSchema, {
    defaultValues: {
      countryCode: range.geolocation?.countryCode ?? '',
      region: range.geolocation?.region ?? '',
      city: range.geolocation?.city ?? '',
    },
  });
  const remove = () =>
    save.mutate(
      { orderId, leaseId: range.leaseId, location: null },
      {
        onSuccess: (reply) => {
          form.reset({ countryCode: '', region: '', city: '' });
          toast.success(reply.title, reply.message);
        },
        onError: (error) =>
          toast.fromError(error, GEOFEED_MESSAGES.saveFailed.title, GEOFEED_MESSAGES.saveFailed.description),
      },
    );

  return (
    <section className="space-y-3 rounded-lg border border-slate-200 p-4" aria-label={`Range ${range.cidr}`}>
      <div className="min-w-0">
        <h3 className="font-mono text-sm font-semibold text-slate-900">{range.cidr}</h3>
        <p className="mt-1 text-xs text-slate-500">In the seller&apos;s geofeed:</p>
        <code
          className="mt-1 block overflow-x-auto whitespace-nowrap rounded bg-slate-50 px-2 py-1 text-xs text-slate-800"
          data-testid="geofeed-line"
        >
          {feedLine(range)}
        </code>
      </div>
      <Form
        form={form}
        failure={GEOFEED_MESSAGES.saveFailed}
        className="space-y-3"
        send={(location) => save.mutateAsync({ orderId, leaseId: range.leaseId, location })}
      >
        <FormController<Values, 'countryCode'> name="countryCode" label="Country">
          {(control, field) => (
            <CountrySelect {...control} name={field.name} value={field.value} onChange={field.onChange} />
          )}
        </FormController>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField<Values> name="region" label="Region (optional)" hint="ISO 3166-2 code, like US-CA.">
            {(control) => <Input {...control} placeholder="US-CA" autoComplete="off" spellCheck={false} />}
          </FormField>
          <FormField<Values> name="city" label="City (optional)">
            {(control) => <Input {...control} placeholder="San Jose" autoComplete="off" />}
          </FormField>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {range.geolocation && (
            <Button variant="ghost" disabled={save.isPending} onClick={remove}>
              Remove
            </Button>
          )}
          <Button type="submit" isLoading={save.isPending}>
            Save Geolocation
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** The geolocation dialog of an order: one small form per leased range (docs/PRODUCT.md "Geofeeds"). */
export function OrderGeolocationDialog({
  orderId,
  open,
  onOpenChange,
}: {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, isPending, error } = useOrderGeolocation(orderId, open);
  useErrorToast(error, GEOFEED_MESSAGES.fetchFailed.title, GEOFEED_MESSAGES.fetchFailed.description);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Geolocation"
      description="Where you use this range. Geolocation services read it from the seller's geofeed (RFC 8805)."
    >
      {isPending ? (
        <Spinner />
      ) : !data || data.ranges.length === 0 ? (
        <p className="text-sm text-slate-500">This order has no leased range.</p>
      ) : (
        <div className="space-y-4">
          {data.ranges.map((range) => (
            <RangeGeolocationForm key={range.leaseId} orderId={orderId} range={range} />
          ))}
        </div>
      )}
    </Dialog>
  );
}
