import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { resetPasswordInputSchema } from '@netlease/shared/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { AuthCard } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';
import { resetPassword } from '../api/auth-actions';
import { validateWith } from '../validate';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { token: params.get('token') ?? '', password, confirmPassword };
    const checked = validateWith(resetPasswordInputSchema, input);
    if ('error' in checked) {
      toast.error(checked.error.title, checked.error.description);
      return;
    }
    setIsSubmitting(true);
    try {
      const result = await resetPassword(input);
      toast.success(result.title, result.message);
      navigate('/login');
    } catch (error) {
      toast.fromError(error, 'Error updating password');
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field label="New password" hint="At least 8 characters.">
          {(id) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <Field label="Confirm new password">
          {(id) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" isLoading={isSubmitting}>
          Set password
        </Button>
      </form>
    </AuthCard>
  );
}
