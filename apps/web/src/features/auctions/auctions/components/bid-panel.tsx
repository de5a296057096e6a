import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AuctionDetail } from '@netlease/shared/auctions';
import {
  AUCTION_FEE_CENTS,
  AUCTION_MESSAGES,
  OWN_BIDDER_LABEL,
  bidMeaning,
  checkBidAmount,
} from '@netlease/shared/auctions-constants';
import { formatCents, parseDollarsToCents } from '@netlease/shared/format';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { Form, FormField, addFieldIssue, useZodForm } from '@/components/ui/form';
import { toast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import { usePlaceBid } from '../api/place-bid';
import { useBuyNow, type BuyNowAvailability } from '../api/buy-now';

/**
 * The bid form, checked with the server's own rule (`checkBidAmount`): a visitor is told to log in, a
 * bad or low amount gets its product message beside the field (docs/PRODUCT.md "Bidding").
 */
const bidFormSchema = (auction: AuctionDetail['auction'], isSignedIn: boolean) =>
  z.object({ amount: z.string() }).transform((values, context) => {
    if (!isSignedIn) {
      addFieldIssue(context, 'amount', AUCTION_MESSAGES.loginRequired);
      return z.NEVER;
    }
    const cents = parseDollarsToCents(values.amount) ?? Number.NaN;
    const checked = checkBidAmount(auction, cents);
    if (!checked.ok) {
      addFieldIssue(context, 'amount', checked.message);
      return z.NEVER;
    }
    return { amountCents: cents };
  });

/**
 * The place-bid panel of /auction/{id} (docs/PRODUCT.md "Bidding"): 'Login Required' for visitors, 'Invalid
 * Bid' and the 'Bid Too Low' messages previewed with the server's own rule, 'Bid Placed!' on success,
 * disabled once the auction has ended. Buy Now is offered while no bid has reached the reserve
 * (docs/decisions/050-auctions.md "Buy Now"); `?buy=now` (the cards' Buy Now) opens its
 * confirmation at once, and a visitor who logs in from here comes back to it.
 */
export function BidPanel({
  detail,
  isEnded,
  buyNowState,
}: {
  detail: AuctionDetail;
  isEnded: boolean;
  buyNowState: BuyNowAvailability;
}) {
  const { auction } = detail;
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const form = useZodForm(bidFormSchema(auction, user !== null), { defaultValues: { amount: '' } });
  const [isConfirmingBuy, setConfirmingBuy] = useState(false);
  const placeBid = usePlaceBid(auction.id);
  const buyNow = useBuyNow(auction.id);
  const isBuyNowAsked = searchParams.get('buy') === 'now';
  const canBuyNow = buyNowState.isOpen && user !== null;

  useEffect(() => {
    if (!isBuyNowAsked || !canBuyNow) return;
    setConfirmingBuy(true);
    // Asked once: a reload or the back button does not open the confirmation again.
    setSearchParams(
      (params) => {
        params.delete('buy');
        return params;
      },
      { replace: true },
    );
  }, [isBuyNowAsked, canBuyNow, setSearchParams]);

  const submit = async ({ amountCents }: { amountCents: number }) => {
    const result = await placeBid.mutateAsync(amountCents);
    toast.success(result.title, result.message);
    form.reset({ amount: '' });
  };

  const confirmBuyNow = async () => {
    try {
      const result = await buyNow.mutateAsync();
      toast.success(result.title, result.message);
      setConfirmingBuy(false);
      void navigate('/orders');
    } catch (error) {
      toast.fromError(error, 'Payment failed', 'Please try again or contact support.');
    }
  };

  if (isEnded) {
    return (
      <div
        className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-center"
        data-testid="auction-ended"
      >
        <p className="text-lg font-semibold text-slate-900">{AUCTION_MESSAGES.auctionEnded.title}</p>
        <p className="mt-1 text-sm text-slate-500">
          {auction.winnerName === OWN_BIDDER_LABEL
            ? 'You won this auction.'
            : auction.winnerName
              ? `Won by ${auction.winnerName}.`
              : AUCTION_MESSAGES.auctionEnded.description}
        </p>
        <Button className="mt-4 w-full" disabled>
          Place Bid
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <Form
        form={form}
        onSubmit={submit}
        failure={AUCTION_MESSAGES.bidFailed}
        serverFields={{ amountCents: 'amount' }}
        className="space-y-3"
      >
        <FormField<{ amount: string }>
          name="amount"
          label="Your bid ($)"
          hint={`Minimum next bid is ${formatCents(auction.minimumNextBid)}. ${bidMeaning(auction)} Your bid plus the ${formatCents(AUCTION_FEE_CENTS)} fee is held in your wallet while you lead.`}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              placeholder={(auction.minimumNextBid / 100).toFixed(2)}
              disabled={auction.isOwn}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" isLoading={placeBid.isPending} disabled={auction.isOwn}>
          Place Bid
        </Button>
        {auction.isOwn && <p className="text-center text-xs text-slate-500">This is your auction.</p>}
        {!user && (
          <p className="text-center text-sm text-slate-500">
            <Link
              to="/login"
              state={{ from: location.pathname + location.search }}
              className="font-medium text-brand-700 hover:underline"
            >
              Log in
            </Link>{' '}
            to place a bid{buyNowState.isOpen ? ' or buy now' : ''}.
          </p>
        )}
      </Form>
      {buyNowState.isOpen && (
        <>
          <Button
            variant="success"
            className="w-full"
            onClick={() =>
              user
                ? setConfirmingBuy(true)
                : toast.error(
                    AUCTION_MESSAGES.loginRequired.title,
                    AUCTION_MESSAGES.loginRequired.description,
                  )
            }
          >
            Buy Now for {formatCents(buyNowState.price)}
          </Button>
          <Dialog open={isConfirmingBuy} onOpenChange={setConfirmingBuy} title={`Buy ${auction.cidr} now`}>
            <p className="text-sm text-slate-700" data-testid="buy-now-total">
              You pay {formatCents(buyNowState.price)} + {formatCents(AUCTION_FEE_CENTS)} processing fee ={' '}
              <strong>{formatCents(buyNowState.price + AUCTION_FEE_CENTS)}</strong> from your wallet. The
              auction ends and the block is leased to you for one {auction.leasePeriod}.
            </p>
            <div className="mt-4 flex justify-end gap-2">
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => setConfirmingBuy(false)}
              >
                Cancel
              </button>
              <Button variant="success" isLoading={buyNow.isPending} onClick={() => void confirmBuyNow()}>
                Confirm purchase
              </Button>
            </div>
          </Dialog>
        </>
      )}
    </div>
  );
}
