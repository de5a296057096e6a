import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Lock } from 'lucide-react';
import {
  CATALOG_MESSAGES,
  LISTING_PERIODS,
  SUBNET_OPTIONS,
  listingInputSchema,
  type ListingType,
} from '@netlease/shared/catalog';
import { messageFromIssue } from '@netlease/shared/message-catalog';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/session';
import { useMyIpBlocks } from '@/features/ip-blocks/api/get-my-ip-blocks';
import { toast } from '@/lib/toast';
import { useCreateListing } from '../api/create-listing';

const PERIOD_LABELS = { month: 'Monthly', quarter: 'Quarterly', year: 'Yearly' } as const;

const EMPTY = {
  type: 'ip' as ListingType,
  title: '',
  location: '',
  description: '',
  price: '',
  period: 'month' as (typeof LISTING_PERIODS)[number],
  ipBlockId: '',
  subnet: '',
  ipCount: '',
  specs: '',
};

/**
 * Spec part 2 /create-listing: the form, 'Listing submitted', then /dashboard. Changing the type clears
 * subnet, IP count and specs. An IP listing names one of the seller's approved blocks (DESIGN.md).
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
  const [form, setForm] = useState(EMPTY);
  const create = useCreateListing();
  const isIp = form.type === 'ip';
  const blocks = useMyIpBlocks({ status: 'approved', enabled: isIp });
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (blocks.error) toast.fromError(blocks.error, CATALOG_MESSAGES.ipBlocksFetchFailed.title);
  }, [blocks.error]);

  const changeType = (type: ListingType) =>
    setForm((current) => ({ ...current, type, subnet: '', ipCount: '', specs: '', ipBlockId: '' }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, ipBlockId: isIp ? form.ipBlockId : '' };
    const checked = listingInputSchema.safeParse(input);
    if (!checked.success) {
      const title = checked.error.issues[0]?.message ?? CATALOG_MESSAGES.missingListingDetails.title;
      const message = messageFromIssue(title) ?? CATALOG_MESSAGES.missingListingDetails;
      toast.error(message.title, message.description);
      return;
    }
    try {
      const result = await create.mutateAsync(input);
      toast.success(result.title, result.message);
      void navigate('/dashboard');
    } catch (error) {
      toast.fromError(
        error,
        CATALOG_MESSAGES.listingSubmitFailed.title,
        CATALOG_MESSAGES.listingSubmitFailed.description,
      );
    }
  };

  return (
    <Page title="Create Listing" subtitle="Listings are reviewed before they appear on the marketplace.">
      <Card className="mx-auto max-w-3xl p-6">
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-5" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Type">
              {(id) => (
                <Select
                  id={id}
                  value={form.type}
                  onChange={(event) => changeType(event.target.value as ListingType)}
                >
                  <option value="ip">IP Block</option>
                  <option value="server">Server</option>
                </Select>
              )}
            </Field>
            <Field label="Title">
              {(id) => (
                <Input
                  id={id}
                  value={form.title}
                  required
                  onChange={(event) => set('title', event.target.value)}
                />
              )}
            </Field>
            <Field label="Location">
              {(id) => (
                <Input
                  id={id}
                  value={form.location}
                  placeholder="Frankfurt, DE"
                  required
                  onChange={(event) => set('location', event.target.value)}
                />
              )}
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field label="Price ($)">
                {(id) => (
                  <Input
                    id={id}
                    type="number"
                    inputMode="decimal"
                    min="0.01"
                    step="0.01"
                    value={form.price}
                    required
                    onChange={(event) => set('price', event.target.value)}
                  />
                )}
              </Field>
              <Field label="Period">
                {(id) => (
                  <Select
                    id={id}
                    value={form.period}
                    onChange={(event) => set('period', event.target.value as typeof form.period)}
                  >
                    {LISTING_PERIODS.map((period) => (
                      <option key={period} value={period}>
                        {PERIOD_LABELS[period]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </div>
          </div>
          <Field label="Description">
            {(id) => (
              <Textarea
                id={id}
                value={form.description}
                required
                onChange={(event) => set('description', event.target.value)}
              />
            )}
          </Field>
          {isIp && (
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                label="IP Block"
                hint={
                  blocks.data && blocks.data.length === 0
                    ? 'You have no approved IP blocks yet. Add one under My IP Blocks.'
                    : 'Only your approved blocks can be listed.'
                }
              >
                {(id) => (
                  <Select
                    id={id}
                    value={form.ipBlockId}
                    onChange={(event) => set('ipBlockId', event.target.value)}
                  >
                    <option value="">{blocks.isPending ? 'Loading…' : 'Select block'}</option>
                    {(blocks.data ?? []).map((block) => (
                      <option key={block.id} value={block.id}>
                        {block.cidr}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Subnet">
                {(id) => (
                  <Select id={id} value={form.subnet} onChange={(event) => set('subnet', event.target.value)}>
                    <option value="">Select subnet</option>
                    {SUBNET_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.value} ({option.ipCount} IPs)
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="IP Count">
                {(id) => (
                  <Input
                    id={id}
                    type="number"
                    min="1"
                    step="1"
                    value={form.ipCount}
                    onChange={(event) => set('ipCount', event.target.value)}
                  />
                )}
              </Field>
            </div>
          )}
          <Field label="Specs" hint="Optional, for example hardware or routing details.">
            {(id) => (
              <Textarea id={id} value={form.specs} onChange={(event) => set('specs', event.target.value)} />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => void navigate('/dashboard')}>
              Cancel
            </Button>
            <Button type="submit" isLoading={create.isPending}>
              Create Listing
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
