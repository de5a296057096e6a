import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MarketplaceDetail } from '@netlease/shared/catalog';
import { formatCents, formatCount } from '@netlease/shared/format';
import {
  MARKETPLACE_REPUTATION_BANDS,
  RIR_LABELS,
  addressesPerLease,
} from '@netlease/shared/marketplace-constants';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { formatDate } from '@/lib/dates';
import { useRangeFacts } from '@/lib/range-facts';
import { countryLabel, pricePerAddressText } from './listing-labels';

function Fact({
  label,
  children,
  note,
  isWide = false,
}: {
  label: string;
  children: ReactNode;
  note?: ReactNode;
  isWide?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        isWide && 'col-span-2 sm:col-span-3',
      )}
    >
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 font-semibold break-words text-slate-900">{children}</dd>
      {note && <dd className="mt-0.5 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

/** '/24 · 256 IPs per lease' (IPv4) or '/40 per lease' (IPv6), as the marketplace card says it. */
function leaseSize(item: MarketplaceDetail) {
  if (item.unitPrefix === null || item.ipVersion === null) return item.subnet ?? 'The whole range';
  const addresses = addressesPerLease(item.ipVersion, item.unitPrefix);
  return addresses === null
    ? `/${item.unitPrefix} per lease`
    : `/${item.unitPrefix} · ${formatCount(addresses)} IPs per lease`;
}

function rangeSize(cidr: string) {
  const [, prefix] = cidr.split('/');
  const addresses = cidr.includes(':') ? null : addressesPerLease(4, Number(prefix));
  return addresses === null ? 'IPv6' : `IPv4 · ${formatCount(addresses)} addresses`;
}

/** Band and score, or 'Not yet checked' for a range nobody checked: never a fake 100 (PRODUCT.md). */
function Reputation({ item }: { item: MarketplaceDetail }) {
  if (item.reputationBand === null || item.reputationScore === null) return <>Not yet checked</>;
  const band = MARKETPLACE_REPUTATION_BANDS[item.reputationBand];
  return (
    <Badge tone={band.tone} className="text-sm">
      {band.label} · {item.reputationScore}/100
    </Badge>
  );
}

function blocklistNote(blocklist: NonNullable<MarketplaceDetail['blocklist']>) {
  if (blocklist.status === 'unchecked' || !blocklist.lastCheckedAt)
    return 'No subnet of this range checked yet';
  const coverage =
    blocklist.checkedSubnets < blocklist.totalSubnets
      ? ` · ${formatCount(blocklist.checkedSubnets)} of ${formatCount(blocklist.totalSubnets)} subnets checked`
      : '';
  return `Last checked ${formatDate(blocklist.lastCheckedAt)}${coverage}`;
}

function Blocklists({ blocklist }: { blocklist: NonNullable<MarketplaceDetail['blocklist']> }) {
  if (blocklist.status === 'unchecked') return <>Not yet checked</>;
  if (blocklist.status === 'not_listed') return <span className="text-emerald-700">Not listed</span>;
  return (
    <span className="text-red-700">
      Listed on {blocklist.listedOn.length === 1 ? '1 blocklist' : `${blocklist.listedOn.length} blocklists`}
      <span className="mt-0.5 block font-mono text-xs font-normal">{blocklist.listedOn.join(', ')}</span>
    </span>
  );
}

/** An IP listing: what a buyer checks first (docs/decisions/150-overview-and-facts.md). */
function IpFacts({ item }: { item: MarketplaceDetail }) {
  const rangeFacts = useRangeFacts();
  const perAddress = pricePerAddressText(item);
  const country = countryLabel(item);
  return (
    <>
      <Fact
        label="Range"
        note={
          item.cidr ? (
            <>
              {rangeSize(item.cidr)} · {/* docs/PRODUCT.md "Abuse": the range's public abuse contact. */}
              <Link
                to={`/report-abuse?target=${encodeURIComponent(item.cidr)}`}
                className="text-brand-700 underline hover:text-brand-800"
              >
                Report abuse
              </Link>
            </>
          ) : undefined
        }
      >
        <span className="font-mono">{item.cidr ?? '—'}</span>
      </Fact>
      <Fact
        label="Lease size"
        note={
          item.unitsTotal !== null && item.unitsFree !== null
            ? `${formatCount(item.unitsFree)} of ${formatCount(item.unitsTotal)} available`
            : undefined
        }
      >
        {leaseSize(item)}
      </Fact>
      <Fact
        label="Price per IP"
        note={item.period !== 'month' ? `${formatCents(item.pricePerMonthCents)}/month` : undefined}
      >
        {perAddress ?? `${formatCents(item.pricePerMonthCents)}/month`}
      </Fact>
      <Fact label="Registry (RIR)">{item.rir ? RIR_LABELS[item.rir] : 'Not stated'}</Fact>
      <Fact label="Country" note={country && item.countryCode ? item.countryCode : undefined}>
        {country ?? 'Not stated'}
      </Fact>
      <Fact label="Reputation" note={item.reputationScore !== null ? 'Lowest score in the range' : undefined}>
        <Reputation item={item} />
      </Fact>
      {item.cidr &&
        rangeFacts.map(({ label, Value }) => (
          <Fact key={label} label={label}>
            <Value prefix={item.cidr!} />
          </Fact>
        ))}
      {item.blocklist && (
        <Fact label="Blocklists" note={blocklistNote(item.blocklist)} isWide>
          <Blocklists blocklist={item.blocklist} />
        </Fact>
      )}
    </>
  );
}

/** A server package: its hardware, where it runs, stock and the monthly price. */
function ServerFacts({ item }: { item: MarketplaceDetail }) {
  return (
    <>
      <Fact label="CPU">{item.cpu ?? '—'}</Fact>
      <Fact label="RAM">{item.ram ?? '—'}</Fact>
      <Fact label="Storage">{item.storage ?? '—'}</Fact>
      <Fact label="Bandwidth">{item.bandwidth ?? '—'}</Fact>
      <Fact label="Location">{item.location}</Fact>
      <Fact label="Stock">
        {item.stockCount === null || item.stockCount === 0
          ? 'Out of stock'
          : `${formatCount(item.stockCount)} in stock`}
      </Fact>
      <Fact label="Price per month" note={item.isBundle ? 'Server and its IP subnets together' : undefined}>
        {formatCents(item.pricePerMonthCents)}/month
      </Fact>
    </>
  );
}

/** /listing/{id}: the facts of the offer, first on the page, where a decorative banner used to be. */
export function ListingFacts({ item }: { item: MarketplaceDetail }) {
  const isIp = item.kind === 'ip' && item.listingType === 'ip';
  return (
    <section aria-labelledby="listing-facts-heading">
      <h2 id="listing-facts-heading" className="sr-only">
        Key facts
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {isIp ? <IpFacts item={item} /> : <ServerFacts item={item} />}
      </dl>
    </section>
  );
}
