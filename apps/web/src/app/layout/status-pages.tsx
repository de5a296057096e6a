import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '@netlease/shared/messages';
import { buttonClasses } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';

export function AccessDenied() {
  return (
    <StatusMessage
      icon={<ShieldAlert className="mx-auto size-12 text-red-500" aria-hidden />}
      {...MESSAGES.accessDenied}
    >
      <Link to="/dashboard" className={buttonClasses('secondary', 'md', 'mt-6')}>
        Back to dashboard
      </Link>
    </StatusMessage>
  );
}

export function NotFoundPage() {
  return (
    <StatusMessage title="Page not found" description="There is nothing at this address.">
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
        Go home
      </Link>
    </StatusMessage>
  );
}
