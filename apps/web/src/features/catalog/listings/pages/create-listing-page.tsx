import { Link } from 'react-router';
import { Lock, Store } from 'lucide-react';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog-constants';
import { buttonClasses } from '@/components/ui/button';
import { loadBeside } from '@/components/ui/load-beside';
import { useOnDemand } from '@/lib/on-demand';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import type { SessionUser } from '@netlease/shared/auth';
import { useSession } from '@/features/accounts/auth/api/session';
import { canSell, useSellerNextStep } from '@/features/catalog/seller-requests/components/seller-next-step';
import { useMyIpBlocks } from '@/features/catalog/ip-blocks/api/get-my-ip-blocks';

// The form (zod and the form library with it) downloads beside the seller's blocks, which it is
// drawn from (docs/decisions/277).
const createListingFormCode = loadBeside(() =>
  import('../components/create-listing-form').then((module) => module.CreateListingForm),
);

/**
 * /create-listing (docs/PRODUCT.md "Listings"): the form, 'Listing submitted', then /dashboard; Cancel goes
 * to /dashboard. A listing offers a range of one of the seller's approved blocks (the whole block, or a
 * network inside it) leased in units of the subnet size, so the IP count is shown, not typed; the
 * Server type sends the seller to server packages (docs/PRODUCT.md "Inventory"). ?block=<id> chooses
 * the block (the 'List this block' button of My IP Blocks).
 */
export default function CreateListingPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner label="Loading your session" />;
  if (!user) return <LoginRequired />;
  // Who cannot sell yet is told the next step here, not sent to My IP Blocks and back.
  if (!canSell(user)) return <NotASellerYet user={user} />;
  return <SellerForm />;
}

/**
 * A seller's form, drawn once their blocks have come (a listing offers one of them), so the block
 * list is never half there; the form's code downloads beside that request.
 */
function SellerForm() {
  const CreateListingForm = useOnDemand(createListingFormCode);
  const blocks = useMyIpBlocks();
  if (blocks.isPending) return <Spinner label="Loading your IP blocks" />;
  return CreateListingForm ? <CreateListingForm /> : <Spinner label="Loading the listing form" />;
}

function NotASellerYet({ user }: { user: SessionUser }) {
  const step = useSellerNextStep(user);
  if (!step) return null;
  return (
    <StatusMessage
      icon={<Store className="mx-auto size-12 text-slate-400" aria-hidden />}
      title={step.message.title}
      description={step.message.description}
    >
      {step.link && (
        <Link to={step.link.to} className={buttonClasses('primary', 'md', 'mt-6')}>
          {step.link.label}
        </Link>
      )}
    </StatusMessage>
  );
}

function LoginRequired() {
  return (
    <StatusMessage
      icon={<Lock className="mx-auto size-12 text-slate-400" aria-hidden />}
      title="Login Required"
      description={CATALOG_MESSAGES.listingLoginRequired.description}
    >
      <Link
        to="/login"
        state={{ from: '/create-listing' }}
        className={buttonClasses('primary', 'md', 'mt-6')}
      >
        Login
      </Link>
    </StatusMessage>
  );
}
