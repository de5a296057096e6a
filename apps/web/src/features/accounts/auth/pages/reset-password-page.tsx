import { useNavigate, useSearchParams } from 'react-router';
import { resetPasswordInputSchema } from '@netlease/shared/auth';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { resetPassword } from '../api/auth-actions';

/** The page a reset link opens: the token comes from the link, the new password from the form. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordInputSchema, {
    defaultValues: { token: params.get('token') ?? '', password: '', confirmPassword: '' },
  });

  return (
    <AuthCard title="Choose a new password">
      <Form
        form={form}
        failure={MESSAGES.passwordUpdateFailed}
        className="space-y-4"
        send={resetPassword}
        onSent={() => void navigate('/login')}
      >
        <NewPasswordFields label="New password" hint="At least 8 characters." canShow />
        <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
          Set password
        </Button>
      </Form>
    </AuthCard>
  );
}
