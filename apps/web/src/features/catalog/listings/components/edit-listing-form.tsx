import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  CATALOG_MESSAGES,
  listingUpdateSchema,
  type Listing,
  type ListingUpdateInput,
} from '@netlease/shared/catalog';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Form, useZodForm } from '@/components/ui/form';
import { Page } from '@/components/ui/page';
import { FormActions } from '@/components/ui/form-actions';
import { EditingChangesInReviewNote } from '@/components/ui/review-notes';
import { useUpdateListing } from '../api/update-listing';
import { DescriptionField, ListingTextFields, SpecsField, SubnetField } from './listing-fields';
import { addListingIssues, leaseTermsInput, type ListingFormValues } from './listing-form-schema';
import { LeaseTermFields } from './lease-term-fields';
import { STATUS_DISPLAY, describeLeaseSize } from './listing-text';

/**
 * The shared update schema plus the lease size against the listing's range. Features have no field
 * on the form; the ones the listing has (or proposes) stay.
 */
const editListingFormSchema = (listing: Listing) =>
  z.custom<ListingFormValues>().transform((values, context): ListingUpdateInput => {
    const input: ListingUpdateInput = {
      ...values,
      ...leaseTermsInput(values),
      features: (listing.pendingChanges ?? listing).features,
    };
    const issues = listingUpdateSchema.safeParse(input).error?.issues ?? [];
    const extra = describeLeaseSize(listing.cidr, values.subnet).isTooLarge
      ? [{ field: 'subnet', message: CATALOG_MESSAGES.listingTooLarge }]
      : [];
    return addListingIssues(context, issues, extra) ? z.NEVER : input;
  });

/** Listings whose approved text is public (or comes back on resume): new text waits for review. */
const isLive = (listing: Listing) =>
  listing.status === 'active' ||
  listing.status === 'leased' ||
  listing.status === 'paused' ||
  listing.status === 'suspended';

/**
 * The form starts from the text the seller last proposed: the change in review when there is one,
 * so saving a new price does not silently withdraw it (docs/PRODUCT.md "Seller workspace").
 */
function toFormValues(listing: Listing): ListingFormValues {
  const text = listing.pendingChanges ?? listing;
  return {
    title: text.title,
    location: text.location,
    description: text.description,
    specs: text.specs ?? '',
    price: (listing.priceCents / 100).toFixed(2),
    period: listing.period,
    subnet: listing.subnet ?? '',
    minTermMonths: String(listing.minTermMonths),
    periodsOffered: listing.periodsOffered,
  };
}

/** The edit form of one listing, drawn once the listing is there. */
export function EditListingForm({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const update = useUpdateListing();
  const form = useZodForm(editListingFormSchema(listing), { defaultValues: toFormValues(listing) });
  const status = STATUS_DISPLAY[listing.status];

  return (
    <Page
      title="Edit Listing"
      subtitle={
        isLive(listing)
          ? 'Price, period, subnet size and lease terms change at once. New text is reviewed before it replaces the one buyers see.'
          : 'Saving sends the listing to review again.'
      }
    >
      <Card className="mx-auto max-w-3xl p-4 sm:p-6">
        <dl className="mb-5 grid gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Range</dt>
            <dd className="font-mono font-medium break-all text-slate-900">{listing.cidr ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-500">IP Block</dt>
            <dd className="font-mono font-medium break-all text-slate-900">{listing.ipBlockCidr ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Status</dt>
            <dd>
              <Badge tone={status.tone}>{status.label}</Badge>
            </dd>
          </div>
        </dl>
        {listing.pendingChanges && <EditingChangesInReviewNote className="mb-5" />}
        <Form
          form={form}
          failure={CATALOG_MESSAGES.listingSubmitFailed}
          className="space-y-5"
          send={(input) => update.mutateAsync({ id: listing.id, input })}
          onSent={() => void navigate('/my-listings')}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <ListingTextFields />
          </div>
          <DescriptionField />
          <SubnetField range={listing.cidr} />
          <LeaseTermFields />
          <SpecsField />
          <FormActions onCancel={() => void navigate('/my-listings')} isPending={update.isPending}>
            Save Changes
          </FormActions>
        </Form>
      </Card>
    </Page>
  );
}
