import { loadBeside } from '@/components/ui/load-beside';
import { useOnDemand } from '@/lib/on-demand';
import { Spinner } from '@/components/ui/spinner';
import { useAuctionableBlocks } from '../api/list-auctionable-blocks';

// The form (zod, the form library, the auction and catalog rules) downloads beside the request for
// the auctionable blocks, which the page waits for behind its spinner anyway (docs/decisions/277).
const createAuctionFormCode = loadBeside(() =>
  import('../components/create-auction-form').then((module) => module.CreateAuctionForm),
);

/** /create-auction (monetizers only): on success to /dashboard; Cancel to /dashboard. */
export default function CreateAuctionPage() {
  const CreateAuctionForm = useOnDemand(createAuctionFormCode);
  const { isPending } = useAuctionableBlocks();
  if (isPending) return <Spinner />;
  return CreateAuctionForm ? <CreateAuctionForm /> : <Spinner />;
}
