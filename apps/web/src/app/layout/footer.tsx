import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
        <div>
          <p className="text-lg font-bold text-slate-900">Netlease</p>
          <p className="mt-2 text-sm text-slate-500">
            The marketplace for leasing IP blocks and servers, from verified providers.
          </p>
        </div>
        <div>
          <p className="text-sm font-semibold text-slate-900">Platform</p>
          <ul className="mt-2 space-y-1 text-sm text-slate-600">
            <li>
              <Link to="/marketplace" className="hover:text-slate-900">
                Marketplace
              </Link>
            </li>
            <li>
              <Link to="/auctions" className="hover:text-slate-900">
                Auctions
              </Link>
            </li>
            <li>
              <Link to="/become-seller" className="hover:text-slate-900">
                Start selling
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <p className="text-sm font-semibold text-slate-900">Support</p>
          <ul className="mt-2 space-y-1 text-sm text-slate-600">
            <li>
              <Link to="/support" className="hover:text-slate-900">
                Help &amp; tickets
              </Link>
            </li>
            <li>
              <Link to="/kyc" className="hover:text-slate-900">
                Verification (KYC)
              </Link>
            </li>
            <li>
              <a href="/api/docs" className="hover:text-slate-900">
                API documentation
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Netlease. IP blocks and server leasing, done right.
      </p>
    </footer>
  );
}
