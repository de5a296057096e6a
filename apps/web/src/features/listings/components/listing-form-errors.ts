import { CATALOG_MESSAGES, rangeHeldMessage } from '@netlease/shared/catalog';
import { messageFromIssue } from '@netlease/shared/message-catalog';
import type { Message } from '@netlease/shared/messages';
import { ApiError } from '@/lib/api-client';

/** The listing form's fields in the order they appear, so the first refused one is named first. */
export const LISTING_FIELDS = [
  'type',
  'title',
  'location',
  'price',
  'period',
  'description',
  'ipBlockId',
  'cidr',
  'subnet',
  'specs',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];
export type FieldErrors = Partial<Record<ListingField, string>>;

export const FIELD_LABELS: Record<ListingField, string> = {
  type: 'Type',
  title: 'Title',
  location: 'Location',
  price: 'Price ($)',
  period: 'Period',
  description: 'Description',
  ipBlockId: 'IP Block',
  cidr: 'Range',
  subnet: 'Subnet',
  specs: 'Specs',
};

const isListingField = (key: unknown): key is ListingField =>
  typeof key === 'string' && (LISTING_FIELDS as readonly string[]).includes(key);

/** The text under one field: which field is missing, else the description of the spec message. */
function fieldText(field: ListingField, message: Message): string {
  return message.title === CATALOG_MESSAGES.missingListingDetails.title
    ? `Please fill in the ${FIELD_LABELS[field].replace(' ($)', '').toLowerCase()}.`
    : message.description;
}

export interface RefusedForm {
  errors: FieldErrors;
  /** The one toast of the submission: the message of the first refused field. */
  toast: Message;
}

/** A zod issue, or one of the form's own checks written the same way (`asIssue`). */
export type FormIssue = { path: readonly PropertyKey[]; message: string };

/** Issues of the shared zod schema (or the form's own checks) as errors next to their fields. */
export function refuseByIssues(issues: readonly FormIssue[]) {
  const found = new Map<ListingField, Message>();
  for (const issue of issues) {
    const field = issue.path[0];
    if (!isListingField(field) || found.has(field)) continue;
    found.set(field, messageFromIssue(issue.message) ?? CATALOG_MESSAGES.missingListingDetails);
  }
  const errors: FieldErrors = {};
  let first: Message | undefined;
  for (const field of LISTING_FIELDS) {
    const message = found.get(field);
    if (!message) continue;
    errors[field] = fieldText(field, message);
    first ??= message;
  }
  return { errors, toast: first ?? CATALOG_MESSAGES.missingListingDetails } satisfies RefusedForm;
}

// The API names no field in its error body, only the spec message; each message belongs to one field.
const FIELD_OF_TITLE = new Map<string, ListingField>([
  [CATALOG_MESSAGES.invalidPrice.title, 'price'],
  [CATALOG_MESSAGES.invalidSubnet.title, 'subnet'],
  [CATALOG_MESSAGES.listingTooLarge.title, 'subnet'],
  [CATALOG_MESSAGES.ipBlockRequired.title, 'ipBlockId'],
  [CATALOG_MESSAGES.ipBlockNotApproved.title, 'ipBlockId'],
  ['IP block not found', 'ipBlockId'],
  [CATALOG_MESSAGES.rangeOutsideBlock.title, 'cidr'],
  [CATALOG_MESSAGES.rangeFullyLeased.title, 'cidr'],
  [rangeHeldMessage(null).title, 'cidr'],
  [CATALOG_MESSAGES.serverListingsArePackages.title, 'type'],
]);

/**
 * A refusal of the API as an error next to the field it is about, when that field is on the form
 * (`shown`); the toast is the API's own title and message.
 */
export function refuseByApi(error: unknown, shown: ReadonlySet<ListingField>): RefusedForm {
  if (!(error instanceof ApiError)) return { errors: {}, toast: CATALOG_MESSAGES.listingSubmitFailed };
  const isGeneric = error.title === 'Something went wrong' || error.title === 'Invalid input';
  const toast = isGeneric
    ? { title: CATALOG_MESSAGES.listingSubmitFailed.title, description: error.message }
    : { title: error.title, description: error.message };
  const field = FIELD_OF_TITLE.get(error.title);
  return { errors: field && shown.has(field) ? { [field]: error.message } : {}, toast };
}
