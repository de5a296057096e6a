import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOG_MESSAGES, listingInputSchema, listingUpdateSchema } from '@netlease/shared/catalog';
import { asIssue } from '@netlease/shared/messages';
import { LEASE_TERM_MESSAGES } from '@netlease/shared/lease-terms';
import { textProblemMessage } from '@netlease/shared/text';
import { messageOfError } from '@/components/ui/form';
import {
  EMPTY_LISTING_VALUES,
  addListingIssues,
  leaseTermsInput,
  type ListingFormValues,
  type ListingIssue,
} from './listing-form-schema';

const BLOCK_ID = '6f1c2f0e-6a3b-4c4d-9e8f-0a1b2c3d4e5f';
const VALID: ListingFormValues = {
  title: 'Clean /24 in Frankfurt',
  location: 'Frankfurt, DE',
  description: 'Never blacklisted.',
  price: '49.99',
  period: 'month',
  subnet: '/24',
  specs: '',
  minTermMonths: '1',
  periodsOffered: ['month'],
};

const missing = (field: string) => ({
  title: CATALOG_MESSAGES.missingListingDetails.title,
  description: `Please fill in the ${field}.`,
});

/** The form's values through a shared schema and addListingIssues, as the listing pages check them. */
const formSchema = (shared: z.ZodType, extra: readonly ListingIssue[] = []) =>
  z.custom<ListingFormValues>().transform((values, context) => {
    const input = { ...values, ...leaseTermsInput(values), features: [] };
    const issues = shared.safeParse(input).error?.issues ?? [];
    return addListingIssues(context, issues, extra) ? z.NEVER : values;
  });

function refusals(schema: z.ZodType, values: object) {
  const result = schema.safeParse(values);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => ({
    field: issue.path.join('.'),
    message: messageOfError(issue.message),
  }));
}

describe('addListingIssues with the shared listing schemas', () => {
  it('refuses a billing period shorter than the minimum term beside the periods', () => {
    expect(refusals(formSchema(listingUpdateSchema), { ...VALID, minTermMonths: '3' })).toEqual([
      { field: 'periodsOffered', message: LEASE_TERM_MESSAGES.periodShorterThanMinTerm },
    ]);
    expect(
      formSchema(listingUpdateSchema).safeParse({ ...VALID, minTermMonths: '3', periodsOffered: ['quarter'] })
        .success,
    ).toBe(true);
  });

  it('accepts a complete listing and adds no issue', () => {
    const result = formSchema(listingUpdateSchema).safeParse(VALID);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(VALID);
  });

  it('shows the text rule beside the field it refuses (docs/PRODUCT.md "Text fields")', () => {
    const values = { ...VALID, title: 'Clean /24 \u202Egnp.exe', description: 'Line one\u2029Line two' };
    expect(refusals(formSchema(listingUpdateSchema), values)).toEqual([
      { field: 'title', message: textProblemMessage('title', 'direction') },
      { field: 'description', message: textProblemMessage('description', 'separator') },
    ]);
    // Line breaks of a text area are the description's own.
    expect(formSchema(listingUpdateSchema).safeParse({ ...VALID, description: 'One\r\nTwo' }).success).toBe(
      true,
    );
  });

  it('names each missing field in its own message, beside it', () => {
    expect(refusals(formSchema(listingUpdateSchema), EMPTY_LISTING_VALUES)).toEqual([
      { field: 'title', message: missing('title') },
      { field: 'location', message: missing('location') },
      { field: 'description', message: missing('description') },
      { field: 'price', message: CATALOG_MESSAGES.invalidPrice },
    ]);
  });

  it('reads a title of spaces only as missing', () => {
    expect(refusals(formSchema(listingUpdateSchema), { ...VALID, title: '   ' })).toEqual([
      { field: 'title', message: missing('title') },
    ]);
  });

  it.each(['0', '-1', 'abc', '12.345'])('refuses the price %s with the invalid price message', (price) => {
    expect(refusals(formSchema(listingUpdateSchema), { ...VALID, price })).toEqual([
      { field: 'price', message: CATALOG_MESSAGES.invalidPrice },
    ]);
  });

  it('refuses a subnet size that is not offered on the subnet field', () => {
    expect(refusals(formSchema(listingUpdateSchema), { ...VALID, subnet: '/17' })).toEqual([
      { field: 'subnet', message: CATALOG_MESSAGES.invalidSubnet },
    ]);
  });

  it('asks for the type of a new listing by name, and sends a server to server packages', () => {
    const create = formSchema(listingInputSchema);
    expect(refusals(create, { ...VALID, type: undefined, ipBlockId: BLOCK_ID, cidr: '' })).toEqual([
      { field: 'type', message: missing('type') },
    ]);
    expect(refusals(create, { ...VALID, type: 'server', ipBlockId: BLOCK_ID, cidr: '' })).toEqual([
      { field: 'type', message: CATALOG_MESSAGES.serverListingsArePackages },
    ]);
  });

  it('accepts a new IP listing on a block', () => {
    const values = { ...VALID, type: 'ip', ipBlockId: BLOCK_ID, cidr: '' };
    expect(formSchema(listingInputSchema).safeParse(values).success).toBe(true);
  });
});

describe("addListingIssues with the form's own checks", () => {
  const tooLarge: ListingIssue = { field: 'subnet', message: CATALOG_MESSAGES.listingTooLarge };

  it('adds a check of its own when the shared schema accepts the values', () => {
    expect(refusals(formSchema(listingUpdateSchema, [tooLarge]), VALID)).toEqual([
      { field: 'subnet', message: CATALOG_MESSAGES.listingTooLarge },
    ]);
  });

  it("reports its own checks together with the schema's, one error per field", () => {
    const extra: ListingIssue[] = [
      tooLarge,
      { field: 'ipBlockId', message: CATALOG_MESSAGES.ipBlockRequired },
    ];
    expect(refusals(formSchema(listingUpdateSchema, extra), { ...VALID, title: '', subnet: '/17' })).toEqual([
      { field: 'title', message: missing('title') },
      // The schema's refusal of the subnet comes first; the form's own one on it is not added.
      { field: 'subnet', message: CATALOG_MESSAGES.invalidSubnet },
      { field: 'ipBlockId', message: CATALOG_MESSAGES.ipBlockRequired },
    ]);
  });

  it('puts an issue without a path on the title, and keeps the message of a field it cannot name', () => {
    const issues = [
      { path: [], message: asIssue(CATALOG_MESSAGES.missingListingDetails) },
      { path: ['ipBlockId'], message: asIssue(CATALOG_MESSAGES.missingListingDetails) },
    ];
    const schema = z
      .unknown()
      .transform((_, context) => (addListingIssues(context, issues, []) ? z.NEVER : 'ok'));
    expect(refusals(schema, {})).toEqual([
      { field: 'title', message: missing('title') },
      { field: 'ipBlockId', message: CATALOG_MESSAGES.missingListingDetails },
    ]);
  });

  it('tells the caller whether it added anything', () => {
    const added: boolean[] = [];
    const schema = (extra: ListingIssue[]) =>
      z.unknown().transform((_, context) => added.push(addListingIssues(context, [], extra)));
    schema([]).safeParse({});
    schema([tooLarge]).safeParse({});
    expect(added).toEqual([false, true]);
  });
});
