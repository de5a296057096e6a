import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { registerInputSchema } from '@netlease/shared/auth';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { AuthCard } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';
import { registerAccount } from '../api/auth-actions';
import { validateWith } from '../validate';

export default function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const update = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(registerInputSchema, form);
    if ('error' in checked) {
      toast.error(checked.error.title, checked.error.description);
      return;
    }
    setIsSubmitting(true);
    try {
      const result = await registerAccount(form);
      toast.success(result.title, result.message);
      navigate('/login');
    } catch (error) {
      toast.fromError(error, MESSAGES.signUpFailed.title, MESSAGES.signUpFailed.description);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Lease IP blocks and servers, or list your own">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field label="Full name">
          {(id) => <Input id={id} autoComplete="name" value={form.name} onChange={update('name')} required />}
        </Field>
        <Field label="Email">
          {(id) => (
            <Input
              id={id}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={update('email')}
              required
            />
          )}
        </Field>
        <Field label="Password" hint="At least 8 characters.">
          {(id) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              value={form.password}
              onChange={update('password')}
              required
            />
          )}
        </Field>
        <Field label="Confirm password">
          {(id) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={update('confirmPassword')}
              required
            />
          )}
        </Field>
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          Sign Up
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
