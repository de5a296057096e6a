import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '@netlease/shared/messages';
import { buttonClasses } from '@/components/ui/button';

export function AccessDenied() {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <ShieldAlert className="mx-auto size-12 text-red-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{MESSAGES.accessDenied.title}</h1>
      <p className="mt-2 text-slate-600">{MESSAGES.accessDenied.description}</p>
      <Link to="/dashboard" className={buttonClasses('secondary', 'md', 'mt-6')}>
        Back to dashboard
      </Link>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">There is nothing at this address.</p>
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
        Go home
      </Link>
    </div>
  );
}
