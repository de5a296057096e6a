import { useDeferredValue, useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CheckCircle2, MapPin, MessageSquare, RotateCcw, Share2, ShieldCheck } from 'lucide-react';
import type { MarketplaceDetail } from '@netlease/shared/catalog';
import { CATALOG_MESSAGES, detailPath, leasePath } from '@netlease/shared/catalog-constants';
import { CONVERSATION_MESSAGES, conversationPath } from '@netlease/shared/conversations-constants';
import { formatCents } from '@netlease/shared/format';
import { CHECKOUT_FEE_CENTS } from '@netlease/shared/money-constants';
import { minTermText, periodsText } from '@netlease/shared/lease-terms-constants';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { useSession } from '@/features/accounts/auth/api/session';
import { useStartConversation } from '@/features/catalog/marketplace/api/start-conversation';
import { SaveListingButton } from '@/features/catalog/saved-listings/components/save-listing-button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { listingKindOf, useListingDetail } from '../api/get-listing-detail';
import { ListingFacts } from '../components/listing-facts';
import { BundleContents } from '@/features/catalog/server-packages/components/bundle-contents';
import { ProviderCard } from '@/features/accounts/profile/components/provider-card';

/** Share: the system share sheet where the browser has one, else the clipboard; says which. */
async function shareListing(item: MarketplaceDetail) {
  const url = new URL(detailPath(item.kind, item.id), window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: item.title, url });
      toast.success(CATALOG_MESSAGES.linkShared.title);
      return;
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(CATALOG_MESSAGES.linkCopied.title, CATALOG_MESSAGES.linkCopied.description);
  } catch {
    toast.error(CATALOG_MESSAGES.linkCopyFailed.title, CATALOG_MESSAGES.linkCopyFailed.description);
  }
}

/** /listing/{id} for an IP listing or a server package (docs/PRODUCT.md "Listing page"). */
export default function ListingPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const kind = listingKindOf(params);
  const { data, isPending, error, isFetching, refetch } = useListingDetail(kind, id);
  const isMissing = error instanceof ApiError && error.status >= 400 && error.status < 500;

  useEffect(() => {
    if (error && !isMissing)
      toast.fromError(
        error,
        CATALOG_MESSAGES.listingDetailsFailed.title,
        CATALOG_MESSAGES.listingDetailsFailed.description,
      );
  }, [error, isMissing]);

  // The page is drawn from its data in a render React may pause: the query's answer arrives as an
  // update React draws in one piece, which held the main thread for the whole page on a phone
  // (docs/decisions/304). The spinner stays until that render is done; a refreshed answer of the
  // same item keeps the page on screen meanwhile.
  const shown = useDeferredValue(data);
  const isShownCurrent = shown !== undefined && shown.id === data?.id && shown.kind === data.kind;

  if (isPending || (data && !isShownCurrent)) return <Spinner label="Loading listing" />;
  if (data && shown) return <ListingDetail item={shown} />;
  if (isMissing) return <ListingNotFound />;
  // A server that failed is no proof the listing is gone (docs/PRODUCT.md "Errors").
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <h1 className="sr-only">Listing</h1>
      <ErrorState {...CATALOG_MESSAGES.listingDetailsFailed} onRetry={refetch} isRetrying={isFetching} />
    </div>
  );
}

function ListingNotFound() {
  return (
    <StatusMessage {...CATALOG_MESSAGES.listingNotFound}>
      <Link to="/marketplace" className={buttonClasses('secondary', 'md', 'mt-6')}>
        Back to Marketplace
      </Link>
    </StatusMessage>
  );
}

function ListingDetail({ item }: { item: MarketplaceDetail }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const startConversation = useStartConversation();
  const isIp = item.kind === 'ip' && item.listingType === 'ip';

  const contactProvider = async () => {
    if (!user) {
      toast.error(
        CATALOG_MESSAGES.contactLoginRequired.title,
        CATALOG_MESSAGES.contactLoginRequired.description,
      );
      return;
    }
    if (user.id === item.provider.id) {
      toast.info(
        CONVERSATION_MESSAGES.cannotContactSelf.title,
        CONVERSATION_MESSAGES.cannotContactSelf.description,
      );
      return;
    }
    try {
      const { conversation } = await startConversation.mutateAsync({
        listingKind: item.kind,
        listingId: item.id,
      });
      void navigate(conversationPath(conversation.id));
    } catch (error) {
      toast.fromError(error, CONVERSATION_MESSAGES.contactFailed.title);
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/marketplace" className="text-sm text-brand-700 hover:underline">
        ← Back to Marketplace
      </Link>
      {!item.isPublic && (
        <p className="mt-4 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Only you can see this listing for now. <StatusBadge status={item.status} />
        </p>
      )}
      {/* Phone: header and facts, then price and Lease Now, then the rest. Wide: the price column on the right. */}
      <div className="mt-4 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="space-y-6 lg:col-span-2">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <Badge tone={isIp ? 'blue' : 'purple'}>{isIp ? 'IP Block' : 'Server'}</Badge>
              <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{item.title}</h1>
              <p className="mt-1 flex items-center gap-1 text-slate-600">
                <MapPin className="size-4" aria-hidden /> {item.location}
              </p>
            </div>
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" aria-label="Share" onClick={() => void shareListing(item)}>
                <Share2 className="size-5" />
              </Button>
              <SaveListingButton kind={item.kind} id={item.id} isSignedIn={Boolean(user)} />
            </div>
          </div>
          <ListingFacts item={item} />
        </div>

        <aside className="space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <Card className="p-6">
            <p className="text-3xl font-bold text-slate-900">
              {formatCents(item.priceCents)}
              <span className="text-base font-normal text-slate-500">/{item.period}</span>
            </p>
            {/* docs/PRODUCT.md "Listing page": the fee is named before checkout, not first in it. */}
            <p className="mt-1 text-sm text-slate-600">
              plus {formatCents(CHECKOUT_FEE_CENTS)} processing fee per order
            </p>
            {/* docs/PRODUCT.md "Listing page": the minimum term and the periods a buyer may choose. */}
            <p className="mt-1 text-sm text-slate-600">
              Minimum term {minTermText(item.minTermMonths)} · billed {periodsText(item.periodsOffered)}
            </p>
            {item.isAvailable ? (
              <Link
                to={leasePath(item.kind, item.id)}
                className={buttonClasses('primary', 'lg', 'mt-4 w-full')}
              >
                Lease Now
              </Link>
            ) : (
              // Leased out (or out of stock) right now: it returns by itself when a lease ends.
              <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" role="note">
                {item.kind === 'ip'
                  ? 'Leased right now: this listing can be leased again when a lease ends.'
                  : 'Not available right now: out of stock.'}
              </p>
            )}
            <Button
              variant="secondary"
              className="mt-2 w-full"
              onClick={() => void contactProvider()}
              isLoading={startConversation.isPending}
            >
              <MessageSquare className="size-4" /> Contact Provider
            </Button>
          </Card>
          <ProviderCard provider={item.provider} />
        </aside>

        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="listing-description-heading">
            <h2 id="listing-description-heading" className="text-lg font-semibold text-slate-900">
              Description
            </h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{item.description}</p>
          </section>

          {item.kind === 'server' && <BundleContents packageId={item.id} isBundle={item.isBundle} />}

          {item.features.length > 0 && (
            <section>
              <h2 className="text-lg font-semibold text-slate-900">Features</h2>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {item.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2 text-slate-700">
                    <CheckCircle2 className="size-4 text-emerald-700" aria-hidden /> {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {item.specs && (
            <section>
              <h2 className="text-lg font-semibold text-slate-900">Specifications</h2>
              <p className="mt-2 whitespace-pre-line text-slate-700">{item.specs}</p>
            </section>
          )}

          {/* docs/PRODUCT.md "Listing page": only what the marketplace itself guarantees. */}
          <div className="grid gap-4 sm:grid-cols-2">
            <Card className="flex items-start gap-3 p-4">
              <ShieldCheck className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden />
              <div>
                <p className="font-semibold text-slate-900">Reviewed by Netlease</p>
                <p className="text-sm text-slate-600">
                  {isIp
                    ? 'An admin approved this offer, and the range only after checking its letter of authorization.'
                    : 'An admin approved this offer before it went live.'}
                </p>
              </div>
            </Card>
            <Card className="flex items-start gap-3 p-4">
              <RotateCcw className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden />
              <div>
                <p className="font-semibold text-slate-900">Full refund before activation</p>
                <p className="text-sm text-slate-600">
                  Until the lease is active you may cancel or dispute it and get everything back, fee
                  included.
                </p>
              </div>
            </Card>
          </div>
        </div>
      </div>
    </div>
  );
}
