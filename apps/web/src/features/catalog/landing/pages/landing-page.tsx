import { Globe2, Network, ShieldCheck, Zap } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicStats } from '@netlease/shared/dashboard';
import { buttonClasses } from '@/components/ui/button';
import { usePublicStats } from '../api/get-public-stats';
import { formatCount } from '@netlease/shared/format';

/**
 * The stats strip states what the database holds now, never invented marketing figures
 * (docs/PRODUCT.md "Dashboards", docs/decisions/150-overview-and-facts.md).
 */
const STATS: Array<{ label: string; value: (stats: PublicStats) => string }> = [
  {
    label: 'Live offers',
    value: (stats) => (stats.isLiveOffersCapped ? '10,000+' : formatCount(stats.liveOffers)),
  },
  { label: 'IPv4 addresses available now', value: (stats) => formatCount(stats.ipv4AddressesAvailable) },
  { label: 'Live auctions', value: (stats) => formatCount(stats.liveAuctions) },
  { label: 'Providers offering now', value: (stats) => formatCount(stats.activeProviders) },
];

const FEATURES = [
  {
    icon: Network,
    title: 'Checked IP blocks',
    text: 'IPv4 and IPv6 ranges whose holders proved them with a letter of authorization, each reviewed by an admin.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure transactions',
    text: 'Pay from your wallet or a card; funds are held safely until delivery, with multiple payment gateways.',
  },
  {
    icon: Zap,
    title: 'Follow every lease',
    text: 'From payment to activation: the ASN, the LOA and the ROA of each lease, and who acts next.',
  },
  {
    icon: Globe2,
    title: 'Know what you lease',
    text: 'Filter by registry (RIR), country and reputation; every range shows its blocklist checks.',
  },
];

export default function LandingPage() {
  const { data: stats, isError } = usePublicStats();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Lease IP blocks and servers from providers you can trust
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            Netlease is the marketplace where network operators and hosting companies lease IPv4 and IPv6
            address space and server packages, at a fixed price or at auction. Every offer is a lease for a
            term: the addresses stay registered to their holder.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/marketplace" className={buttonClasses('secondary', 'lg', 'border-white')}>
              Browse the marketplace
            </Link>
            <Link
              to="/become-seller"
              className={buttonClasses('primary', 'lg', 'bg-white/15 ring-1 ring-white/40 hover:bg-white/25')}
            >
              Start selling
            </Link>
          </div>
        </div>
      </section>
      <section
        aria-label="Netlease in numbers"
        aria-busy={!stats && !isError}
        className="border-b border-slate-200 bg-white"
      >
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center text-center">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              {/* A fixed height and the column's full width: the figure takes the placeholder's
                  place without moving the page or its own box. */}
              <dd className="flex h-10 w-full items-center justify-center text-3xl font-bold text-brand-700 tabular-nums">
                {stats ? (
                  stat.value(stats)
                ) : isError ? (
                  '—'
                ) : (
                  <span className="h-8 w-24 animate-pulse rounded bg-slate-200" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 className="text-center text-3xl font-bold text-slate-900">Why Netlease</h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <div key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <feature.icon className="size-8 text-brand-600" aria-hidden />
              <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{feature.text}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
