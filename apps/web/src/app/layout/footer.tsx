import { Link } from 'react-router';
import { LEGAL_PAGES } from '@netlease/shared/legal';
import { API_DOCS_PATH } from '@netlease/shared/web-pages';

/** A footer link: a page of the app, or (`isServerPage`) one the server itself serves. */
interface FooterLink {
  to: string;
  label: string;
  isServerPage?: boolean;
}

const PLATFORM_LINKS: FooterLink[] = [
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/auctions', label: 'Auctions' },
  { to: '/become-seller', label: 'Start selling' },
];

const SUPPORT_LINKS: FooterLink[] = [
  { to: '/support', label: 'Help & tickets' },
  { to: '/kyc', label: 'Verification (KYC)' },
  // docs/PRODUCT.md "Abuse": the public abuse contact.
  { to: '/report-abuse', label: 'Report abuse' },
  // The API documentation is served by the API, outside the app's router.
  { to: API_DOCS_PATH, label: 'API documentation', isServerPage: true },
];

// docs/PRODUCT.md "Legal pages"
const LEGAL_LINKS: FooterLink[] = LEGAL_PAGES.map((page) => ({ to: page.path, label: page.title }));

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-slate-900">Netlease</p>
          <p className="mt-2 text-sm text-slate-500">
            The marketplace for leasing IP blocks and servers, from verified providers.
          </p>
        </div>
        <FooterLinks title="Platform" links={PLATFORM_LINKS} />
        <FooterLinks title="Support" links={SUPPORT_LINKS} />
        <FooterLinks title="Legal" links={LEGAL_LINKS} />
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Netlease. IP blocks and server leasing, done right.
      </p>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <ul className="mt-2 space-y-1 text-sm text-slate-600">
        {links.map((link) => (
          <li key={link.to}>
            {link.isServerPage ? (
              <a href={link.to} className="hover:text-slate-900">
                {link.label}
              </a>
            ) : (
              <Link to={link.to} className="hover:text-slate-900">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
