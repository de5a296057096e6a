import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { AuthCard } from '../components/auth-card';
import { confirmEmailChange, verifyEmail, type Message } from '../api/auth-actions';

const ACTIONS = { verify: verifyEmail, confirm: confirmEmailChange } as const;

/** Landing page of a mailed link (/verify-email, /confirm-email): it redeems the token once. */
export function EmailLinkPage({ action }: { action: keyof typeof ACTIONS }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; message: Message } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    ACTIONS[action](token)
      .then((message) => isCurrent && setResult({ ok: true, message }))
      .catch(
        (error: unknown) =>
          isCurrent &&
          setResult({
            ok: false,
            message:
              error instanceof ApiError
                ? { title: error.title, message: error.message }
                : {
                    title: 'Link expired',
                    message: 'This link is invalid or has expired. Please request a new one.',
                  },
          }),
      );
    return () => {
      isCurrent = false;
    };
  }, [action, token]);

  if (!result) return <Spinner label="Checking your link" />;
  return (
    <AuthCard title={result.message.title}>
      <p className="text-slate-600">{result.message.message}</p>
      <Link
        to={action === 'verify' ? '/login' : '/profile'}
        className={buttonClasses('primary', 'md', 'mt-6 w-full')}
      >
        {action === 'verify' ? 'Go to sign in' : 'Back to profile'}
      </Link>
    </AuthCard>
  );
}

export function VerifyEmailPage() {
  return <EmailLinkPage action="verify" />;
}
export function ConfirmEmailPage() {
  return <EmailLinkPage action="confirm" />;
}
