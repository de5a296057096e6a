import { memo } from 'react';
import { Link } from 'react-router';
import { Cpu, Globe2, HardDrive, Layers, MapPin, MemoryStick, Network, ShieldCheck } from 'lucide-react';
import type { MarketplaceItem } from '@netlease/shared/marketplace';
import { detailPath, leasePath } from '@netlease/shared/catalog-constants';
import { MARKETPLACE_REPUTATION_BANDS, RIR_LABELS } from '@netlease/shared/marketplace-constants';
import { formatCents, formatCount } from '@netlease/shared/format';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BundleCardSummary } from '@/features/catalog/server-packages/components/bundle-contents';
import { countryLabel, pricePerAddressText } from './listing-labels';

/** What one lease takes: '/24 · 256 IPs per lease' (IPv4) or '/40 per lease' (IPv6). */
function leaseSize(item: MarketplaceItem) {
  if (item.unitPrefix === null) return null;
  return item.ipCount === null
    ? `/${item.unitPrefix} per lease`
    : `/${item.unitPrefix} · ${formatCount(item.ipCount)} IPs per lease`;
}

/**
 * A score band (docs/PRODUCT.md "IP reputation"), or 'not yet checked' for a range nobody checked: never a
 * fake 100.
 */
function ReputationLine({ item }: { item: MarketplaceItem }) {
  const band = item.reputationBand ? MARKETPLACE_REPUTATION_BANDS[item.reputationBand] : null;
  return (
    <li className="flex items-center gap-2">
      <ShieldCheck className="size-4 text-slate-400" aria-hidden /> Reputation:{' '}
      {band && item.reputationScore !== null ? (
        <Badge tone={band.tone}>
          {band.label} · {item.reputationScore}/100
        </Badge>
      ) : (
        'not yet checked'
      )}
    </li>
  );
}

/**
 * Marketplace cards: an IP listing with what a buyer compares (the size one lease
 * takes, how many are free, registry, country, reputation, the price per IP per month) or a server
 * package (per month). docs/PRODUCT.md "Marketplace search". Memoised: the grid grows a few cards per
 * task (useRevealedCount), and each step should draw only the new ones.
 */
export const MarketplaceCard = memo(function MarketplaceCard({ item }: { item: MarketplaceItem }) {
  const isIp = item.kind === 'ip';
  const size = leaseSize(item);
  const perAddress = pricePerAddressText(item);
  const country = countryLabel(item);
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={isIp ? 'blue' : 'purple'}>{isIp ? 'IP Block' : 'Server'}</Badge>
        {isIp && item.cidr && <span className="font-mono text-xs text-slate-500">{item.cidr}</span>}
      </div>
      <h2 className="mt-3 text-lg font-semibold text-slate-900">
        <Link to={detailPath(item.kind, item.id)} className="hover:text-brand-700 hover:underline">
          {item.title}
        </Link>
      </h2>
      {isIp && <p className="mt-1 line-clamp-3 text-sm text-slate-600">{item.description}</p>}
      <ul className="mt-3 space-y-1 text-sm text-slate-600">
        {!isIp && (
          <>
            <li className="flex items-center gap-2">
              <Cpu className="size-4 text-slate-400" aria-hidden /> {item.cpu}
            </li>
            <li className="flex items-center gap-2">
              <MemoryStick className="size-4 text-slate-400" aria-hidden /> {item.ram}
            </li>
            <li className="flex items-center gap-2">
              <HardDrive className="size-4 text-slate-400" aria-hidden /> {item.storage}
            </li>
          </>
        )}
        <li className="flex items-center gap-2">
          <MapPin className="size-4 text-slate-400" aria-hidden /> {item.location}
        </li>
        {isIp && size && (
          <li className="flex items-center gap-2">
            <Network className="size-4 text-slate-400" aria-hidden /> {size}
          </li>
        )}
        {isIp && item.unitsTotal !== null && item.unitsFree !== null && item.unitsTotal > 1 && (
          <li className="flex items-center gap-2">
            <Layers className="size-4 text-slate-400" aria-hidden /> {item.unitsFree} of {item.unitsTotal}{' '}
            available
          </li>
        )}
        {isIp && (item.rir || country) && (
          <li className="flex items-center gap-2">
            <Globe2 className="size-4 text-slate-400" aria-hidden />
            {[item.rir ? RIR_LABELS[item.rir] : null, country].filter(Boolean).join(' · ')}
          </li>
        )}
        {isIp && <ReputationLine item={item} />}
      </ul>
      {!isIp && <BundleCardSummary subnets={item.bundleSubnets} />}
      <div className="mt-auto flex items-end justify-between gap-3 pt-4">
        <div className="min-w-0">
          <p className="text-xl font-bold text-slate-900">
            {formatCents(item.priceCents)}
            <span className="text-sm font-normal text-slate-500">/{isIp ? item.period : 'month'}</span>
          </p>
          {isIp && (item.period !== 'month' || perAddress !== null) && (
            <p className="text-xs text-slate-500">
              {item.period !== 'month' && `${formatCents(item.pricePerMonthCents)}/month`}
              {item.period !== 'month' && perAddress !== null && ' · '}
              {perAddress}
            </p>
          )}
        </div>
        <Link
          to={leasePath(item.kind, item.id)}
          className={buttonClasses('primary', 'sm', 'shrink-0 whitespace-nowrap')}
        >
          Lease Now
        </Link>
      </div>
    </Card>
  );
});
