import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** The way out of an empty list (no saved listings, no conversations yet): to the marketplace. */
export function BrowseMarketplaceLink() {
  return (
    <Link to="/marketplace" className={buttonClasses('secondary')}>
      Browse the Marketplace
    </Link>
  );
}
