import type { z } from 'zod';
import { CATALOG_MESSAGES, type ListingPeriod } from '@netlease/shared/catalog';
import type { Message } from '@netlease/shared/messages';
import { addFieldIssue, messageOfError } from '@/components/ui/form';

/** The text and terms of a listing, as the form holds them (price in dollars, as typed). */
export interface ListingFormValues {
  title: string;
  location: string;
  description: string;
  price: string;
  period: ListingPeriod;
  subnet: string;
  specs: string;
  /** A select's value: '1', '3', '6' or '12' (docs/PRODUCT.md "Listings"). */
  minTermMonths: string;
  periodsOffered: ListingPeriod[];
}

export const EMPTY_LISTING_VALUES: ListingFormValues = {
  title: '',
  location: '',
  description: '',
  price: '',
  period: 'month',
  subnet: '',
  specs: '',
  minTermMonths: '1',
  periodsOffered: ['month'],
};

/** The form's lease terms as the API takes them. */
export const leaseTermsInput = (values: Pick<ListingFormValues, 'minTermMonths' | 'periodsOffered'>) => ({
  minTermMonths: Number(values.minTermMonths) as 1,
  periodsOffered: values.periodsOffered,
});

/** How each field is named in 'Please fill in the title.' */
const FIELD_NAMES: Record<string, string> = {
  type: 'type',
  title: 'title',
  location: 'location',
  description: 'description',
  price: 'price',
  period: 'period',
};

/** A problem the form finds itself (the block, range and lease size), at its field. */
export interface ListingIssue {
  field: string;
  message: Message;
}

/**
 * Every refusal of the shared listing schema, one per field, plus the form's own `extra` checks:
 * 'Missing listing details' reads 'Please fill in the title.' beside the title.
 */
export function addListingIssues(
  context: z.RefinementCtx,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  extra: readonly ListingIssue[],
) {
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'title');
    if (seen.has(field)) continue;
    seen.add(field);
    const message = messageOfError(issue.message);
    const isMissing = message.title === CATALOG_MESSAGES.missingListingDetails.title;
    addFieldIssue(
      context,
      field,
      isMissing && FIELD_NAMES[field]
        ? { title: message.title, description: `Please fill in the ${FIELD_NAMES[field]}.` }
        : message,
    );
  }
  for (const issue of extra) {
    if (seen.has(issue.field)) continue;
    seen.add(issue.field);
    addFieldIssue(context, issue.field, issue.message);
  }
  return seen.size > 0;
}
