import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@netlease/shared/messages';
import { MFA_MESSAGES, mfaCodeInputSchema, type MfaCodeInput } from '@netlease/shared/mfa';
import { Button, buttonClasses } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import { useSignOut } from '@/features/accounts/auth/api/auth-actions';
import { AuthCard } from '@/features/accounts/auth/components/auth-card';
import { useVerifyMfaSignIn } from '../api/verify-mfa-sign-in';
import { CodeInput } from '../components/code-input';

/** The second step of sign-in for users with MFA (the login page comes here when the server asks). */
export default function MfaVerifyPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/dashboard';
  const session = useSession();
  const verify = useVerifyMfaSignIn();
  const signOut = useSignOut();
  const form = useZodForm(mfaCodeInputSchema, { defaultValues: { code: '' } });

  if (session.isLoading) return <Spinner />;
  if (session.user) return <Navigate to={from} replace />;

  if (!session.mfaPending) {
    return (
      <AuthCard title="Two-factor sign-in" subtitle={MFA_MESSAGES.challengeFailed.description}>
        <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
          Go to sign in
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = async (values: MfaCodeInput) => {
    await verify.mutateAsync(values);
    toast.success(MESSAGES.welcomeBack.title, MESSAGES.welcomeBack.description);
    navigate(from, { replace: true });
  };

  /** An expired sign-in starts over; a refused code is cleared for the next try (the form shows why). */
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      toast.error(MFA_MESSAGES.challengeFailed.title, MFA_MESSAGES.challengeFailed.description);
      navigate('/login', { replace: true });
      return true;
    }
    form.reset({ code: '' });
    return false;
  };

  const onCancel = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    navigate('/login', { replace: true });
  };

  return (
    <AuthCard title="Two-factor sign-in" subtitle="Enter the code from your authenticator app">
      <Form
        form={form}
        failure={MFA_MESSAGES.verificationFailed}
        onSubmit={onSubmit}
        onError={onError}
        className="space-y-4"
      >
        <CodeInput allowRecovery />
        <Button type="submit" className="w-full" isLoading={verify.isPending}>
          Verify
        </Button>
        <Button variant="ghost" className="w-full" onClick={() => void onCancel()}>
          Cancel
        </Button>
      </Form>
    </AuthCard>
  );
}
