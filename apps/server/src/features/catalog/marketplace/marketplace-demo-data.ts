import type { Rir } from '@netlease/shared/catalog';

/*
 * Demo catalog: only documentation and benchmarking ranges (docs/decisions/020), so no real
 * network's addresses appear. 203.0.113.0/24 is the demo auction's; 2001:db8:200::/40 is offered nowhere.
 */
export const DEMO_BLOCKS: Array<{ cidr: string; rir: Rir; country: string; status: 'approved' | 'pending' }> =
  [
    { cidr: '192.0.2.0/24', rir: 'ripe', country: 'NL', status: 'approved' },
    { cidr: '198.51.100.0/24', rir: 'arin', country: 'US', status: 'approved' },
    { cidr: '203.0.113.0/24', rir: 'apnic', country: 'SG', status: 'approved' },
    { cidr: '198.18.0.0/22', rir: 'ripe', country: 'DE', status: 'approved' },
    { cidr: '198.18.4.0/22', rir: 'arin', country: 'US', status: 'approved' },
    { cidr: '198.18.8.0/21', rir: 'arin', country: 'US', status: 'approved' },
    { cidr: '198.19.0.0/20', rir: 'lacnic', country: 'BR', status: 'approved' },
    { cidr: '198.19.64.0/18', rir: 'afrinic', country: 'ZA', status: 'approved' },
    { cidr: '2001:db8:100::/40', rir: 'ripe', country: 'DE', status: 'approved' },
    // Approved and offered nowhere, so the seller has a block to auction or list.
    { cidr: '2001:db8:200::/40', rir: 'ripe', country: 'NL', status: 'approved' },
    { cidr: '198.19.128.0/22', rir: 'arin', country: 'CA', status: 'pending' },
  ];

/**
 * Each listing offers its own range (docs/PRODUCT.md "Inventory": one live offer per range), leased
 * in units of `subnet` (or whole when null).
 */
export type DemoListing = {
  block: string;
  range: string;
  title: string;
  location: string;
  description: string;
  price: number;
  period: 'month' | 'quarter' | 'year';
  subnet: '/24' | '/23' | '/22' | '/21' | '/20' | '/19' | '/18' | null;
  features: string[];
  status?: 'pending';
};

export const DEMO_LISTINGS: DemoListing[] = [
  {
    block: '192.0.2.0/24',
    range: '192.0.2.0/24',
    title: 'Clean /24 in Amsterdam',
    location: 'Amsterdam, NL',
    description: 'A clean RIPE /24 with a spotless history, ready for announcement from your own ASN.',
    price: 39900,
    period: 'month',
    subnet: '/24',
    features: ['RIPE registered', 'Never blacklisted', 'LOA provided', 'Geolocation updated'],
  },
  {
    block: '198.51.100.0/24',
    range: '198.51.100.0/24',
    title: 'ARIN /24 for US East workloads',
    location: 'Ashburn, US',
    description: 'ARIN /24 suitable for hosting and email, with reverse DNS delegation on request.',
    price: 44900,
    period: 'month',
    subnet: '/24',
    features: ['ARIN registered', 'rDNS delegation', 'Abuse handling included'],
  },
  {
    block: '198.18.0.0/22',
    range: '198.18.0.0/22',
    title: 'Frankfurt /22 for hosting providers',
    location: 'Frankfurt, DE',
    description: 'Four contiguous /24s in one RIPE /22, good for a growing hosting platform.',
    price: 449900,
    period: 'quarter',
    subnet: '/22',
    features: ['RIPE registered', 'Contiguous space', 'LOA provided', 'ROA on request'],
  },
  {
    block: '198.18.8.0/21',
    range: '198.18.8.0/22',
    title: 'Dallas /22 for CDN edge',
    location: 'Dallas, US',
    description: 'A contiguous ARIN /22 for CDN and edge deployments, with a clean reputation score.',
    price: 369900,
    period: 'month',
    subnet: '/22',
    features: ['ARIN registered', 'Clean reputation', 'Geolocation updated'],
  },
  {
    block: '198.18.8.0/21',
    range: '198.18.12.0/22',
    title: 'Dallas /24 starter blocks',
    location: 'Dallas, US',
    description: 'Single ARIN /24s for smaller projects and VPN gateways: four available.',
    price: 42900,
    period: 'month',
    subnet: '/24',
    features: ['ARIN registered', 'Fast setup'],
  },
  {
    block: '198.19.0.0/20',
    range: '198.19.0.0/20',
    title: 'São Paulo /20 for ISPs',
    location: 'São Paulo, BR',
    description: 'LACNIC /20 for regional ISPs expanding their subscriber base in Brazil.',
    price: 1299900,
    period: 'quarter',
    subnet: '/20',
    features: ['LACNIC registered', 'ISP friendly', 'LOA provided'],
  },
  {
    block: '198.19.64.0/18',
    range: '198.19.64.0/19',
    title: 'Johannesburg /19 for carriers',
    location: 'Johannesburg, ZA',
    description: 'A rare AFRINIC /19 for carriers and large access networks.',
    price: 2999900,
    period: 'year',
    subnet: '/19',
    features: ['AFRINIC registered', 'Carrier grade', 'Long-term lease'],
  },
  {
    block: '198.19.64.0/18',
    range: '198.19.96.0/19',
    title: 'Johannesburg /23s for hosting',
    location: 'Johannesburg, ZA',
    description: 'AFRINIC /23s from one clean /19, for hosting companies serving Southern Africa.',
    price: 199900,
    period: 'quarter',
    subnet: '/23',
    features: ['AFRINIC registered', 'Hosting friendly'],
  },
  {
    block: '2001:db8:100::/40',
    range: '2001:db8:100::/40',
    title: 'IPv6 /40 in Berlin',
    location: 'Berlin, DE',
    description: 'A RIPE IPv6 /40 for dual-stack deployments and large customer assignments.',
    price: 9900,
    period: 'month',
    subnet: null,
    features: ['RIPE registered', 'IPv6', 'Dual-stack ready'],
  },
  {
    block: '198.18.4.0/22',
    range: '198.18.4.0/22',
    title: 'Ashburn /24s for mail senders',
    location: 'Ashburn, US',
    description: 'Waiting for review: ARIN /24s with warm-up support for transactional mail.',
    price: 49900,
    period: 'month',
    subnet: '/24',
    features: ['ARIN registered', 'Warm-up support'],
    status: 'pending',
  },
];

export const unitPrefixOf = (listing: DemoListing) => Number((listing.subnet ?? listing.range).split('/')[1]);

export const DEMO_PACKAGES: Array<{
  name: string;
  location: string;
  cpu: string;
  ram: string;
  storage: string;
  bandwidth: string;
  price: number;
  stock: number;
  bundle: boolean;
  description: string;
  status?: 'pending';
}> = [
  {
    name: 'Starter VPS',
    location: 'Amsterdam, NL',
    cpu: '2 vCPU',
    ram: '4 GB',
    storage: '80 GB SSD',
    bandwidth: '2 TB',
    price: 1499,
    stock: 40,
    bundle: false,
    description: 'An entry-level virtual server for small sites and test environments.',
  },
  {
    name: 'Business VPS',
    location: 'Frankfurt, DE',
    cpu: '4 vCPU',
    ram: '8 GB',
    storage: '160 GB NVMe',
    bandwidth: '5 TB',
    price: 3499,
    stock: 25,
    bundle: false,
    description: 'A balanced virtual server for production web applications.',
  },
  {
    name: 'Performance VPS',
    location: 'London, UK',
    cpu: '8 vCPU',
    ram: '16 GB',
    storage: '320 GB NVMe',
    bandwidth: '10 TB',
    price: 6999,
    stock: 12,
    bundle: false,
    description: 'High-frequency cores for busy APIs and databases.',
  },
  {
    name: 'Dedicated E-2388G',
    location: 'Ashburn, US',
    cpu: 'Intel Xeon E-2388G, 8 cores',
    ram: '64 GB ECC',
    storage: '2 × 1 TB NVMe',
    bandwidth: '1 Gbps unmetered',
    price: 14900,
    stock: 5,
    bundle: false,
    description: 'A dedicated server with fast single-thread performance.',
  },
  {
    name: 'Dedicated EPYC 7443P',
    location: 'Dallas, US',
    cpu: 'AMD EPYC 7443P, 24 cores',
    ram: '256 GB ECC',
    storage: '4 × 3.84 TB NVMe',
    bandwidth: '10 Gbps',
    price: 49900,
    stock: 3,
    bundle: false,
    description: 'A many-core dedicated server for virtualisation and analytics.',
  },
  {
    name: 'GPU Node A4000',
    location: 'Frankfurt, DE',
    cpu: 'AMD Ryzen 9 7950X, 16 cores',
    ram: '128 GB',
    storage: '2 TB NVMe',
    bandwidth: '1 Gbps',
    price: 39900,
    stock: 4,
    bundle: false,
    description: 'A workstation-class GPU node for inference and rendering.',
  },
  {
    name: 'Server + /24 Bundle',
    location: 'Amsterdam, NL',
    cpu: 'Intel Xeon E-2388G, 8 cores',
    ram: '64 GB ECC',
    storage: '2 × 1 TB NVMe',
    bandwidth: '1 Gbps unmetered',
    price: 54900,
    stock: 2,
    bundle: true,
    description: 'A dedicated server together with a clean /24, announced for you.',
  },
  {
    name: 'Storage Box 20 TB',
    location: 'Helsinki, FI',
    cpu: '4 cores',
    ram: '32 GB',
    storage: '4 × 10 TB HDD (RAID 10)',
    bandwidth: '1 Gbps',
    price: 8900,
    stock: 8,
    bundle: false,
    description: 'Bulk storage for backups and archives.',
  },
  {
    name: 'Edge Node Singapore',
    location: 'Singapore, SG',
    cpu: '4 vCPU',
    ram: '8 GB',
    storage: '100 GB NVMe',
    bandwidth: '10 TB',
    price: 4900,
    stock: 15,
    bundle: false,
    description: 'An edge server close to Southeast Asian users.',
  },
  {
    name: 'Game Server Pro',
    location: 'São Paulo, BR',
    cpu: 'AMD Ryzen 7 7700, 8 cores',
    ram: '64 GB',
    storage: '1 TB NVMe',
    bandwidth: '1 Gbps, DDoS protected',
    price: 11900,
    stock: 6,
    bundle: false,
    description: 'Low-latency game hosting with always-on DDoS protection.',
  },
  {
    name: 'Mail Relay Bundle',
    location: 'Ashburn, US',
    cpu: '2 vCPU',
    ram: '4 GB',
    storage: '80 GB SSD',
    bandwidth: '3 TB',
    price: 5900,
    stock: 10,
    bundle: true,
    description: 'Waiting for review: a relay server with a warmed /28 for outbound mail.',
    status: 'pending',
  },
];
