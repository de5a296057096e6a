import { Link } from 'react-router';
import { Cpu, HardDrive, MapPin, MemoryStick, Network } from 'lucide-react';
import type { MarketplaceItem } from '@netlease/shared/catalog';
import { detailPath, leasePath } from '@netlease/shared/catalog-constants';
import { formatCents } from '@netlease/shared/format';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BundleCardSummary } from '@/features/server-packages/components/bundle-contents';

/** Spec part 1 /marketplace cards: an IP listing (price per its period) or a server (per month). */
export function MarketplaceCard({ item }: { item: MarketplaceItem }) {
  const isIp = item.kind === 'ip';
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-center justify-between gap-2">
        <Badge tone={isIp ? 'blue' : 'purple'}>{isIp ? 'IP Block' : 'Server'}</Badge>
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
        {isIp && item.ipCount !== null && (
          <li className="flex items-center gap-2">
            <Network className="size-4 text-slate-400" aria-hidden /> {item.ipCount.toLocaleString('en-US')}{' '}
            IPs
          </li>
        )}
      </ul>
      {!isIp && <BundleCardSummary subnets={item.bundleSubnets} />}
      <div className="mt-auto flex items-end justify-between gap-3 pt-4">
        <p className="text-xl font-bold text-slate-900">
          {formatCents(item.priceCents)}
          <span className="text-sm font-normal text-slate-500">/{isIp ? item.period : 'month'}</span>
        </p>
        <Link to={leasePath(item.kind, item.id)} className={buttonClasses('primary', 'sm')}>
          Lease Now
        </Link>
      </div>
    </Card>
  );
}
