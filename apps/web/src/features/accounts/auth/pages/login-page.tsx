import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DEMO_PASSWORD, DEMO_USERS, loginInputSchema, type LoginInput } from '@netlease/shared/auth';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { toast } from '@/lib/toast';
import { AuthCard } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';
import { resetDemoUsers, useSignIn } from '../api/auth-actions';
import { useServerConfig } from '../api/config';

const ROLE_LABELS = { admin: 'Admin', staff: 'Staff', monetizer: 'Monetizer', leaser: 'Leaser' } as const;

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/dashboard';
  const [isResetting, setIsResetting] = useState(false);
  const signIn = useSignIn();
  const config = useServerConfig();

  const form = useZodForm(loginInputSchema, { defaultValues: { email: '', password: '' } });

  /** Throws the API's refusal: the form shows it; a Quick Demo Login shows it as a toast. */
  const signInWith = async (credentials: LoginInput) => {
    const result = await signIn.mutateAsync(credentials);
    if (result.mfaRequired) {
      void navigate('/mfa-verify', { state: { from } });
      return;
    }
    // docs/PRODUCT.md "Sign-up and sign-in": a brand-new account is greeted, not welcomed back.
    const greeting = result.isFirstSignIn ? MESSAGES.welcome : MESSAGES.welcomeBack;
    toast.success(greeting.title, greeting.description);
    void navigate(from, { replace: true });
  };

  const demoSignIn = async (email: string) => {
    try {
      await signInWith({ email, password: DEMO_PASSWORD });
    } catch (error) {
      toast.fromError(error, MESSAGES.signInFailed.title, MESSAGES.signInFailed.description);
    }
  };

  const onResetDemo = async () => {
    setIsResetting(true);
    try {
      const result = await resetDemoUsers();
      toast.success(result.title, result.message);
    } catch (error) {
      toast.fromError(error, MESSAGES.demoSetupFailed.title);
    } finally {
      setIsResetting(false);
    }
  };

  return (
    <AuthCard title="Sign in" subtitle="Welcome back to Netlease">
      <Form form={form} onSubmit={signInWith} failure={MESSAGES.signInFailed} className="space-y-4">
        <FormField<LoginInput> name="email" label="Email">
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
        <FormField<LoginInput> name="password" label="Password">
          {(control) => <PasswordInput {...control} autoComplete="current-password" />}
        </FormField>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" isLoading={signIn.isPending}>
          Sign In
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link to="/register" className="font-medium text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
      {config.data?.demoMode && (
        <section className="mt-8 border-t border-slate-200 pt-6" aria-labelledby="demo-heading">
          <div className="flex items-center justify-between">
            <h2 id="demo-heading" className="text-sm font-semibold text-slate-700">
              Quick Demo Logins
            </h2>
            <Button variant="ghost" size="sm" onClick={() => void onResetDemo()} isLoading={isResetting}>
              Reset Demo Users
            </Button>
          </div>
          <div className="mt-3 grid grid-cols-2 gap-2">
            {DEMO_USERS.map((demo) => (
              <Button
                key={demo.role}
                variant="secondary"
                size="sm"
                disabled={signIn.isPending}
                onClick={() => void demoSignIn(demo.email)}
              >
                {ROLE_LABELS[demo.role]}
              </Button>
            ))}
          </div>
          <p className="mt-3 text-xs text-slate-500">
            Demo mode sends no real mail: verification and reset links land in the{' '}
            <Link to="/outbox" className="text-brand-700 underline">
              demo outbox
            </Link>
            .
          </p>
        </section>
      )}
    </AuthCard>
  );
}
