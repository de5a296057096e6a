import { Copy, MapPin } from 'lucide-react';
import { GEOFEED_MESSAGES, geofeedPath } from '@netlease/shared/geofeeds-constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';

/**
 * The seller's geofeed address (docs/PRODUCT.md "Geofeeds"), to paste into the `geofeed:` attribute
 * of their inetnum at the registry (RFC 9092). Shown to sellers only.
 */
export function SellerGeofeedCard() {
  const { user } = useSession();
  if (user?.role !== 'monetizer') return null;
  const url = `${window.location.origin}${geofeedPath(user.id)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(GEOFEED_MESSAGES.copied.title, GEOFEED_MESSAGES.copied.description);
    } catch {
      toast.info('Copy the address', url);
    }
  };
  return (
    <Card className="mt-6 p-5" aria-labelledby="geofeed-heading">
      <div className="flex items-center gap-2">
        <MapPin className="size-5 shrink-0 text-brand-600" aria-hidden />
        <h2 id="geofeed-heading" className="font-semibold text-slate-900">
          Geofeed
        </h2>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Your listed and leased ranges with their location (RFC 8805), kept up to date as leases start and end.
        Put this address in the <code className="font-mono">geofeed:</code> attribute of your inetnum.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="min-w-0 break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-xs text-brand-700 underline sm:flex-1"
          data-testid="geofeed-url"
        >
          {url}
        </a>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden /> Copy URL
        </Button>
      </div>
    </Card>
  );
}
