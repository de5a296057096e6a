import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Server } from 'lucide-react';
import { z } from 'zod';
import {
  CATALOG_MESSAGES,
  listingInputSchema,
  type IpBlock,
  type ListingInput,
  type ListingType,
} from '@netlease/shared/catalog';
import { parseRangeInBlock } from '@netlease/shared/cidr';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Select } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { Page } from '@/components/ui/page';
import { useMyIpBlocks } from '@/features/catalog/ip-blocks/api/get-my-ip-blocks';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateListing } from '../api/create-listing';
import { DescriptionField, ListingTextFields, SpecsField, SubnetField } from './listing-fields';
import {
  EMPTY_LISTING_VALUES,
  addListingIssues,
  leaseTermsInput,
  type ListingFormValues,
  type ListingIssue,
} from './listing-form-schema';
import { describeLeaseSize } from './listing-text';
import { LeaseTermFields } from './lease-term-fields';

// A block an admin approved (or one already leased out) can back a listing, as on the server.
const LISTABLE_BLOCK_STATUSES: ReadonlySet<IpBlock['status']> = new Set(['approved', 'active']);

interface CreateListingValues extends ListingFormValues {
  type: ListingType;
  ipBlockId: string;
  cidr: string;
}

/**
 * The shared listing schema, plus what it checks only once every other field is valid (the block,
 * the range inside it, the lease size), so the seller hears about all of them at once.
 */
const createListingFormSchema = (listable: readonly IpBlock[]) =>
  z.custom<CreateListingValues>().transform((values, context): ListingInput => {
    const input: ListingInput = { ...values, ...leaseTermsInput(values), features: [] };
    const block = listable.find((candidate) => candidate.id === values.ipBlockId);
    const extra: ListingIssue[] = [];
    if (!block) extra.push({ field: 'ipBlockId', message: CATALOG_MESSAGES.ipBlockRequired });
    else if (values.cidr.trim() && !parseRangeInBlock(values.cidr, block.cidr)) {
      extra.push({ field: 'cidr', message: CATALOG_MESSAGES.rangeOutsideBlock });
    } else {
      const offered = parseRangeInBlock(values.cidr, block.cidr)?.cidr ?? block.cidr;
      if (describeLeaseSize(offered, values.subnet).isTooLarge) {
        extra.push({ field: 'subnet', message: CATALOG_MESSAGES.listingTooLarge });
      }
    }
    const issues = listingInputSchema.safeParse(input).error?.issues ?? [];
    return addListingIssues(context, issues, extra) ? z.NEVER : input;
  });

/**
 * The form of /create-listing (docs/PRODUCT.md "Listings"): a range of one of the seller's approved
 * blocks, leased in units of the subnet size, so the IP count is shown, not typed; the Server type
 * sends the seller to server packages. ?block=<id> chooses the block.
 */
export function CreateListingForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const create = useCreateListing();
  // All of the seller's blocks (the cache My IP Blocks shares), narrowed to the listable ones here.
  const blocks = useMyIpBlocks();
  const listable = (blocks.data ?? []).filter((block) => LISTABLE_BLOCK_STATUSES.has(block.status));
  const form = useZodForm(createListingFormSchema(listable), {
    defaultValues: {
      ...EMPTY_LISTING_VALUES,
      type: 'ip',
      ipBlockId: searchParams.get('block') ?? '',
      cidr: '',
    },
  });
  const [type, ipBlockId, range] = form.watch(['type', 'ipBlockId', 'cidr']);
  const isIp = type === 'ip';
  // A ?block= that is not one of them (pending, rejected, someone else's) simply chooses nothing.
  const block = listable.find((candidate) => candidate.id === ipBlockId) ?? null;
  const isIpv6Block = block?.cidr.includes(':') ?? false;
  const offered = (block && parseRangeInBlock(range, block.cidr)?.cidr) ?? block?.cidr ?? null;

  useEffect(() => {
    if (blocks.error) {
      toast.fromError(
        blocks.error,
        CATALOG_MESSAGES.ipBlocksFetchFailed.title,
        CATALOG_MESSAGES.ipBlocksFetchFailed.description,
      );
    }
  }, [blocks.error]);

  return (
    <Page title="Create Listing" subtitle="Listings are reviewed before they appear on the marketplace.">
      <Card className="mx-auto max-w-3xl p-4 sm:p-6">
        <Form
          form={form}
          failure={CATALOG_MESSAGES.listingSubmitFailed}
          className="space-y-5"
          onError={(error) => {
            // A session that ended while the form was open.
            if (!(error instanceof ApiError) || error.status !== 401) return false;
            const { title, description } = CATALOG_MESSAGES.listingLoginRequired;
            toast.error(title, description);
            return true;
          }}
          send={create.mutateAsync}
          onSent={() => void navigate('/dashboard')}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField<CreateListingValues> name="type" label="Type">
              {(control) => (
                <Select
                  {...control}
                  onChange={(event) => {
                    // Changing the type clears subnet, IP count (now derived) and specs (docs/PRODUCT.md
                    // "Listings").
                    form.setValue('subnet', '');
                    form.setValue('specs', '');
                    form.clearErrors();
                    return control.onChange(event);
                  }}
                >
                  <option value="ip">IP Block</option>
                  <option value="server">Server</option>
                </Select>
              )}
            </FormField>
            {isIp && <ListingTextFields />}
          </div>
          {isIp ? (
            <>
              <DescriptionField />
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField<CreateListingValues>
                  name="ipBlockId"
                  label="IP Block"
                  hint={
                    blocks.data && listable.length === 0 ? (
                      <>
                        You have no approved IP blocks yet. Add one under{' '}
                        <Link to="/my-ip-blocks" className="text-brand-700 underline">
                          My IP Blocks
                        </Link>
                        .
                      </>
                    ) : (
                      'Only your approved blocks can be listed.'
                    )
                  }
                >
                  {(control) => (
                    <Select
                      {...control}
                      value={block?.id ?? ''}
                      onChange={(event) => {
                        form.clearErrors('cidr');
                        return control.onChange(event);
                      }}
                    >
                      <option value="">{blocks.isPending ? 'Loading…' : 'Select block'}</option>
                      {listable.map((candidate) => (
                        <option key={candidate.id} value={candidate.id}>
                          {candidate.cidr}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <FormField<CreateListingValues>
                  name="cidr"
                  label="Range"
                  hint={
                    isIpv6Block
                      ? 'IPv6 blocks are offered whole.'
                      : 'Optional. A network inside the block (/24 or larger) to offer only that part; leave it empty to offer the whole block.'
                  }
                >
                  {(control) => (
                    <Input
                      {...control}
                      className="font-mono"
                      placeholder={block?.cidr ?? 'Whole block'}
                      disabled={isIpv6Block}
                      autoComplete="off"
                      spellCheck={false}
                    />
                  )}
                </FormField>
              </div>
              <SubnetField range={offered} />
              <LeaseTermFields />
              <SpecsField />
            </>
          ) : (
            <ServerPackagesNote />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => void navigate('/dashboard')}>
              Cancel
            </Button>
            {isIp && (
              <Button type="submit" isLoading={create.isPending}>
                Create Listing
              </Button>
            )}
          </div>
        </Form>
      </Card>
    </Page>
  );
}

/**
 * Servers are offered as server packages, the only server offer that can be leased (docs/PRODUCT.md
 * "Server packages and bundles"); only a seller reaches the form that shows this.
 */
function ServerPackagesNote() {
  const { title, description } = CATALOG_MESSAGES.serverListingsArePackages;
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm">
      <Server className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-slate-700">{description}</p>
        <Link to="/my-server-packages" className={buttonClasses('primary', 'sm', 'mt-3')}>
          Go to My Server Packages
        </Link>
      </div>
    </div>
  );
}
