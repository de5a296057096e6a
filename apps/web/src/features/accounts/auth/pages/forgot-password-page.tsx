import { useState } from 'react';
import { Link } from 'react-router';
import { emailInputSchema } from '@netlease/shared/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { focusWhenShown } from '@/components/ui/focus-when-shown';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { AuthCard } from '../components/auth-card';
import { requestPasswordReset } from '../api/auth-actions';

const REQUEST_FAILED = { title: 'Request failed', description: 'Something went wrong' };

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(emailInputSchema, { defaultValues: { email: '' } });

  return (
    <AuthCard title="Forgot password" subtitle="We will email you a link to choose a new password.">
      {sent ? (
        <p
          ref={focusWhenShown}
          tabIndex={-1}
          className="scroll-mt-20 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-800 outline-none"
          role="status"
        >
          {sent}
        </p>
      ) : (
        <Form
          form={form}
          failure={REQUEST_FAILED}
          className="space-y-4"
          send={({ email }) => requestPasswordReset(email)}
          onSent={(result) => setSent(result.message)}
        >
          <FormField<{ email: string }> name="email" label="Email">
            {(control) => <Input {...control} type="email" autoComplete="email" />}
          </FormField>
          <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
            Send reset link
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
