import { Boxes, Network } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useBundleContents } from '../api/get-bundle-contents';
import { formatCount } from '@netlease/shared/format';

const SUMMARY_SUBNETS = 3;

/**
 * A subnet's reputation in a line of text; a subnet never checked says so instead of a score
 * (docs/PRODUCT.md "Marketplace search"). Plain text: this file loads on the marketplace, which
 * stays clear of reputation.ts and its zod schemas (marketplace-constants.ts).
 */
export const subnetScoreText = (subnet: { reputationScore: number | null }) =>
  subnet.reputationScore === null ? 'reputation not yet checked' : `score ${subnet.reputationScore}/100`;

/** Marketplace card: a bundle badge and the subnets the bundle includes (first few, then a count). */
export function BundleCardSummary({ subnets }: { subnets: string[] | null }) {
  if (subnets === null) return null;
  const shown = subnets.slice(0, SUMMARY_SUBNETS);
  return (
    <div className="mt-3 rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-900">
      <p className="flex items-center gap-2 font-medium">
        <Boxes className="size-4" aria-hidden /> Bundle: server + {subnets.length}{' '}
        {subnets.length === 1 ? 'subnet' : 'subnets'}
      </p>
      {shown.length > 0 && (
        <p className="mt-1 font-mono text-xs">
          {shown.join(', ')}
          {subnets.length > shown.length ? ` +${subnets.length - shown.length} more` : ''}
        </p>
      )}
    </div>
  );
}

/** /listing/{id}?type=server for a bundle: what the lease includes, the server and every subnet. */
export function BundleContents({ packageId, isBundle }: { packageId: string; isBundle: boolean | null }) {
  const { data } = useBundleContents(packageId, isBundle === true);
  if (!isBundle || !data) return null;
  return (
    <section aria-labelledby="bundle-contents-heading">
      <h2
        id="bundle-contents-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        Bundle includes <Badge tone="purple">Bundle</Badge>
      </h2>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <Card className="p-4">
          <p className="text-sm text-slate-500">Server</p>
          <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
            <li>CPU: {data.cpu}</li>
            <li>RAM: {data.ram}</li>
            <li>Storage: {data.storage}</li>
            <li>Bandwidth: {data.bandwidth}</li>
          </ul>
        </Card>
        <Card className="p-4">
          <p className="text-sm text-slate-500">
            IP subnets ({data.subnets.length}
            {data.ipv4Count > 0 ? `, ${formatCount(data.ipv4Count)} IPv4 addresses` : ''})
          </p>
          {data.subnets.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No subnets attached yet.</p>
          ) : (
            <ul className="mt-1 space-y-0.5 text-sm text-slate-800" aria-label="Bundle subnets">
              {data.subnets.map((subnet) => (
                <li key={subnet.id} className="flex items-center gap-2">
                  <Network className="size-4 text-slate-400" aria-hidden />
                  <span className="font-mono">{subnet.subnet}</span>
                  <span className="text-xs text-slate-500">
                    {subnet.rir.toUpperCase()}
                    {subnet.countryCode ? ` · ${subnet.countryCode}` : ''} · {subnetScoreText(subnet)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </section>
  );
}

/** /payment/{id}?type=server: a bundle's order summary says which subnets come with the server. */
export function BundleCheckoutNote({ packageId }: { packageId: string }) {
  const { data } = useBundleContents(packageId, true);
  if (!data?.isBundle) return null;
  return (
    <div className="rounded-lg bg-violet-50 px-3 py-2 text-violet-900">
      <p className="font-medium">
        Bundle: the server plus {data.subnets.length} {data.subnets.length === 1 ? 'subnet' : 'subnets'}
      </p>
      <p className="mt-1 font-mono text-xs">{data.subnets.map((subnet) => subnet.subnet).join(', ')}</p>
    </div>
  );
}
