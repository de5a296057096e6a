import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { AuthCard } from '../components/auth-card';
import { requestPasswordReset } from '../api/auth-actions';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitting(true);
    try {
      const result = await requestPasswordReset(email);
      setSent(result.message);
      toast.success(result.title, result.message);
    } catch (error) {
      toast.fromError(error, 'Request failed');
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard title="Forgot password" subtitle="We will email you a link to choose a new password.">
      {sent ? (
        <p className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-800" role="status">
          {sent}
        </p>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <Field label="Email">
            {(id) => (
              <Input
                id={id}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
              />
            )}
          </Field>
          <Button type="submit" className="w-full" isLoading={isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
