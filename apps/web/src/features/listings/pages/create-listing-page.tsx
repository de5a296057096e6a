import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Lock, Server } from 'lucide-react';
import {
  CATALOG_MESSAGES,
  listingInputSchema,
  type IpBlock,
  type ListingInput,
  type ListingType,
} from '@netlease/shared/catalog';
import { parseRangeInBlock } from '@netlease/shared/cidr';
import { asIssue } from '@netlease/shared/messages';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Select } from '@/components/ui/field';
import { FormField, invalidControlClass } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/session';
import { useMyIpBlocks } from '@/features/ip-blocks/api/get-my-ip-blocks';
import { toast } from '@/lib/toast';
import { useCreateListing } from '../api/create-listing';
import {
  DescriptionField,
  EMPTY_LISTING_VALUES,
  ListingTextFields,
  SpecsField,
  SubnetField,
  toListingBody,
  type ListingFormValues,
} from '../components/listing-fields';
import {
  LISTING_FIELDS,
  refuseByApi,
  refuseByIssues,
  type FormIssue,
  type ListingField,
} from '../components/listing-form-errors';
import { describeLeaseSize } from '../components/listing-text';
import { useRefusedForm } from '../components/use-refused-form';

// A block an admin approved (or one already leased out) can back a listing, as on the server.
const LISTABLE_BLOCK_STATUSES: ReadonlySet<IpBlock['status']> = new Set(['approved', 'active']);
const CREATE_FIELDS: ReadonlySet<ListingField> = new Set(LISTING_FIELDS);

/**
 * Spec part 2 /create-listing: the form, 'Listing submitted', then /dashboard; Cancel goes to
 * /dashboard. A listing offers a range of one of the seller's approved blocks (the whole block, or a
 * network inside it) leased in units of the subnet size, so the IP count is shown, not typed; the
 * Server type sends the seller to server packages (docs/PRODUCT.md "Inventory"). ?block=<id> chooses
 * the block (the 'List this block' button of My IP Blocks).
 */
export default function CreateListingPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner label="Loading your session" />;
  if (!user) return <LoginRequired />;
  return <CreateListingForm />;
}

function LoginRequired() {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <Lock className="mx-auto size-12 text-slate-400" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Login Required</h1>
      <p className="mt-2 text-slate-600">{CATALOG_MESSAGES.listingLoginRequired.description}</p>
      <Link
        to="/login"
        state={{ from: '/create-listing' }}
        className={buttonClasses('primary', 'md', 'mt-6')}
      >
        Login
      </Link>
    </div>
  );
}

function CreateListingForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [type, setType] = useState<ListingType>('ip');
  const [values, setValues] = useState<ListingFormValues>(EMPTY_LISTING_VALUES);
  const [ipBlockId, setIpBlockId] = useState(() => searchParams.get('block') ?? '');
  const [range, setRange] = useState('');
  const create = useCreateListing();
  const form = useRefusedForm();
  const isIp = type === 'ip';
  // All of the seller's blocks (the cache My IP Blocks shares), narrowed to the listable ones here.
  const blocks = useMyIpBlocks();
  const listable = (blocks.data ?? []).filter((block) => LISTABLE_BLOCK_STATUSES.has(block.status));
  // A ?block= that is not one of them (pending, rejected, someone else's) simply chooses nothing.
  const block = listable.find((candidate) => candidate.id === ipBlockId) ?? null;
  const isIpv6Block = block?.cidr.includes(':') ?? false;
  const parsedRange = block ? parseRangeInBlock(range, block.cidr) : null;
  const offered = parsedRange?.cidr ?? block?.cidr ?? null;

  useEffect(() => {
    if (blocks.error) {
      toast.fromError(
        blocks.error,
        CATALOG_MESSAGES.ipBlocksFetchFailed.title,
        CATALOG_MESSAGES.ipBlocksFetchFailed.description,
      );
    }
  }, [blocks.error]);

  const change = <K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };

  // Spec part 2: changing the type clears subnet, IP count (now derived) and specs.
  const changeType = (next: ListingType) => {
    setType(next);
    setValues((current) => ({ ...current, subnet: '', specs: '' }));
    form.reset();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: ListingInput = { type, ...toListingBody(values), ipBlockId: block?.id ?? '', cidr: range };
    const issues: FormIssue[] = [...(listingInputSchema.safeParse(input).error?.issues ?? [])];
    // The schema's own block and range checks run only once every other field is valid; the
    // seller should hear about all of them at once.
    if (!block) issues.push({ path: ['ipBlockId'], message: asIssue(CATALOG_MESSAGES.ipBlockRequired) });
    else if (range.trim() && !parsedRange) {
      issues.push({ path: ['cidr'], message: asIssue(CATALOG_MESSAGES.rangeOutsideBlock) });
    } else if (describeLeaseSize(offered, values.subnet).isTooLarge) {
      issues.push({ path: ['subnet'], message: asIssue(CATALOG_MESSAGES.listingTooLarge) });
    }
    if (issues.length > 0) {
      form.refuse(refuseByIssues(issues));
      return;
    }
    try {
      const result = await create.mutateAsync(input);
      toast.success(result.title, result.message);
      void navigate('/dashboard');
    } catch (error) {
      form.refuse(refuseByApi(error, CREATE_FIELDS));
    }
  };

  return (
    <Page title="Create Listing" subtitle="Listings are reviewed before they appear on the marketplace.">
      <Card className="mx-auto max-w-3xl p-4 sm:p-6">
        <form ref={form.formRef} onSubmit={(event) => void onSubmit(event)} className="space-y-5" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Type" error={form.errors.type}>
              {(control) => (
                <Select
                  {...control}
                  className={invalidControlClass}
                  value={type}
                  onChange={(event) => changeType(event.target.value as ListingType)}
                >
                  <option value="ip">IP Block</option>
                  <option value="server">Server</option>
                </Select>
              )}
            </FormField>
            {isIp && <ListingTextFields values={values} errors={form.errors} onChange={change} />}
          </div>
          {isIp ? (
            <>
              <DescriptionField
                value={values.description}
                error={form.errors.description}
                onChange={(value) => change('description', value)}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label="IP Block"
                  error={form.errors.ipBlockId}
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
                      className={invalidControlClass}
                      value={block?.id ?? ''}
                      onChange={(event) => {
                        setIpBlockId(event.target.value);
                        form.clear('ipBlockId');
                        form.clear('cidr');
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
                <FormField
                  label="Range"
                  error={form.errors.cidr}
                  hint={
                    isIpv6Block
                      ? 'IPv6 blocks are offered whole.'
                      : 'Optional. A network inside the block (/24 or larger) to offer only that part; leave it empty to offer the whole block.'
                  }
                >
                  {(control) => (
                    <Input
                      {...control}
                      className={`font-mono ${invalidControlClass}`}
                      value={range}
                      placeholder={block?.cidr ?? 'Whole block'}
                      disabled={isIpv6Block}
                      autoComplete="off"
                      spellCheck={false}
                      onChange={(event) => {
                        setRange(event.target.value);
                        form.clear('cidr');
                      }}
                    />
                  )}
                </FormField>
              </div>
              <SubnetField
                value={values.subnet}
                range={offered}
                error={form.errors.subnet}
                onChange={(value) => change('subnet', value)}
              />
              <SpecsField
                value={values.specs}
                error={form.errors.specs}
                onChange={(value) => change('specs', value)}
              />
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
        </form>
      </Card>
    </Page>
  );
}

/** Servers are offered as server packages, the only server offer that can be leased. */
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
