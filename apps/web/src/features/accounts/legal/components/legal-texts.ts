import type { LegalDocumentContent } from './legal-document';

/*
 * The texts of the Terms of Service, Privacy Policy and Acceptable Use Policy (docs/PRODUCT.md
 * "Legal pages"). A change of substance gets a new TERMS_VERSION (packages/shared/src/legal.ts), so
 * sign-ups record which text they accepted.
 */

export const TERMS_OF_SERVICE: LegalDocumentContent = {
  title: 'Terms of Service',
  summary:
    'These terms govern the use of Netlease, a marketplace where providers lease IP address blocks and servers to customers. By creating an account you accept them, together with the Privacy Policy and the Acceptable Use Policy.',
  sections: [
    {
      heading: 'What Netlease is',
      paragraphs: [
        'Netlease brings together providers (sellers) who hold IP address space or servers and customers (leasers) who need them. Netlease runs the marketplace, the wallet and the paperwork of each lease; the provider remains the holder of the address space and the operator of the server.',
        'Everything offered on Netlease is a lease for a term. No address space is sold or transferred: the provider stays its registered holder at the regional internet registry (RIR), and the right to use it ends when the lease ends.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'You must give your real name and an email address you can receive mail at, keep your password to yourself, and tell us if you think someone else has used your account. You are responsible for what is done with your account and its API tokens.',
        'Providers must verify their identity (KYC) before registering address space or receiving payouts, and must be entitled to lease what they list: each IP block needs a letter of authorization and an administrator’s review.',
        'We may suspend an account that breaks these terms or the Acceptable Use Policy. A suspended account cannot sign in or trade, and its offers leave the marketplace; the reason is recorded and the account holder is told.',
      ],
    },
    {
      heading: 'Leases, prices and fees',
      paragraphs: [
        'A lease starts when it is paid and runs for the period shown with its price (a month, a quarter or a year). Prices are in US dollars. Every order carries a processing fee of $5.00 on top of the price; the fee is shown on the listing and in the checkout summary before you pay.',
        'A lease renews at its period’s price only when you turned renewal on; otherwise it ends at the end of its term. When a lease ends, the use of the addresses stops: the letter of authorization is revoked, the geolocation entry withdrawn, and the route origin authorization (ROA) must be removed.',
        'Before an IP lease becomes active the customer names the autonomous system (ASN) that will announce the range, and the provider issues a letter of authorization naming the prefix and that ASN.',
      ],
    },
    {
      heading: 'Wallet, payments and refunds',
      paragraphs: [
        'You may pay from your Netlease wallet or by card. The wallet holds US dollars you deposited; it is not a bank account and earns no interest.',
        'A provider’s share of an order is held for 30 days before it becomes available, so that claims and disputes can be settled. Payouts go only to verified providers.',
        'A lease that was not delivered as described may be disputed within the claim window shown on the order. A refund returns the full amount, fee included, to where the money came from.',
      ],
    },
    {
      heading: 'Providers’ obligations',
      paragraphs: [
        'Providers describe what they lease truthfully, keep their registry records (including the geofeed and ROAs) consistent with each lease, and deliver within the times shown on the lease page.',
        'A provider may not lease the same addresses to two customers for overlapping terms, nor withdraw a range from a customer during a paid term except as these terms allow.',
      ],
    },
    {
      heading: 'Abuse and enforcement',
      paragraphs: [
        'Use of leased addresses and servers is bound by the Acceptable Use Policy. Reports of abuse are routed to the lease that held the address at the time; the customer must answer within the deadline of the report’s category.',
        'Measures act on the affected lease first (a warning, a suspension of the lease, its end) and are recorded and told to both parties. Serious or repeated abuse may lead to the suspension of the account.',
      ],
    },
    {
      heading: 'Availability and liability',
      paragraphs: [
        'Netlease is provided as it is. We work to keep the marketplace available but promise no particular uptime; a provider’s own service commitments are those stated in its listing.',
        'To the extent the law allows, Netlease is not liable for indirect or consequential losses, and its liability for any claim is limited to the fees you paid to Netlease in the twelve months before the claim.',
      ],
    },
    {
      heading: 'Changes and ending',
      paragraphs: [
        'We may change these terms. A new version carries a new version date and applies to leases started after it; we tell account holders of material changes by email before they take effect.',
        'You may close your account at any time once no lease, payout or dispute of yours is open. Records we must keep by law (invoices, the ledger, the audit log) are kept after an account is closed.',
      ],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocumentContent = {
  title: 'Privacy Policy',
  summary:
    'This policy says what personal data Netlease collects, why, who sees it and how long it is kept. We collect what running a marketplace for IP leases requires, and nothing for advertising.',
  sections: [
    {
      heading: 'What we collect',
      isList: true,
      paragraphs: [
        'Account data: your name, email address, password (stored only as a one-way hash), and, if you give them, company name, address and phone number.',
        'Identity documents you upload for verification (KYC), and letters of authorization for address space.',
        'What you do on the marketplace: listings, orders, bids, wallet movements, invoices, tickets and messages.',
        'Technical data: the IP address and browser of each sign-in and request, kept in logs and on active sessions.',
      ],
    },
    {
      heading: 'Why we use it',
      isList: true,
      paragraphs: [
        'To run your account and your leases: sign-in, orders, invoices, payments and payouts.',
        'To meet the obligations of address space: letters of authorization, registry records and abuse handling need to know who uses which range, and when.',
        'To keep the marketplace safe: verifying identities, limiting sign-in attempts, investigating fraud and abuse.',
        'To keep records the law requires (invoices, accounting).',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'The other party of a lease sees what the lease needs: your name, the prefix and ASN of the lease, and its letter of authorization. Providers’ public profiles show their name, avatar, member-since date and rating.',
        'Identity documents are private: only you and the staff who review them can open them, through the site; there is never a public link to a file.',
        'Card payments go to the payment processor, which receives the card details directly. We do not sell personal data or share it with advertisers.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Netlease sets only the cookies it needs to work: a session cookie that keeps you signed in and a token that protects forms against cross-site requests. There are no advertising or tracking cookies.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Sessions end after 8 hours without use and after 30 days at most. Account data is kept while the account exists; invoices, the ledger and the audit log are kept as long as accounting and legal obligations require, also after an account is closed.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see and correct your profile at any time. You may ask for a copy of your data, its correction or its deletion (within what the law lets us erase) by opening a support ticket. You may also complain to your data protection authority.',
      ],
    },
  ],
};

export const ACCEPTABLE_USE_POLICY: LegalDocumentContent = {
  title: 'Acceptable Use Policy',
  summary:
    'Leased address space and servers carry the reputation of every network that announces them. This policy lists what they may not be used for, and how reports of abuse are handled.',
  sections: [
    {
      heading: 'Not allowed',
      isList: true,
      paragraphs: [
        'Sending unsolicited bulk email (spam), or hosting what spam advertises.',
        'Phishing, malware distribution, botnet command and control, or any fraud.',
        'Attacks on other networks: denial of service, scanning or brute-forcing systems you are not authorised to test.',
        'Announcing leased addresses from an ASN other than the one named on the lease’s letter of authorization, or announcing addresses that are not leased to you.',
        'Sub-leasing or reselling leased space without the provider’s written consent.',
        'Content or activity that is illegal where the server is located or where the address space is registered.',
      ],
    },
    {
      heading: 'Keeping addresses clean',
      paragraphs: [
        'Customers keep the reputation of their leased ranges: they answer abuse reports, stop the activity reported, and request delisting once it has stopped. A range whose reputation drops is shown with its band (Warning or Blacklisted) to buyers.',
      ],
    },
    {
      heading: 'Reports and measures',
      paragraphs: [
        'Anyone may report abuse through a support ticket, naming the address and when it was seen. The report goes to the lease that held the address at that time, and its customer must answer within the deadline of the report’s category.',
        'Measures follow a written ladder that acts on the affected lease only: a warning, then a suspension of the lease, then its end. Every step is recorded and told to the customer and the provider. Serious or repeated abuse may also lead to the suspension of the account under the Terms of Service.',
      ],
    },
  ],
};
