import { Link, useNavigate } from 'react-router';
import { registerInputSchema, type RegisterInput } from '@netlease/shared/auth';
import { TERMS_VERSION } from '@netlease/shared/legal';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { TermsCheckbox } from '../components/terms-checkbox';
import { registerAccount } from '../api/auth-actions';

/**
 * /register (docs/PRODUCT.md "Sign-up and sign-in"): all four fields required, passwords must match, the
 * terms in force accepted (the version shown is the one sent); success goes to /login.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const form = useZodForm(registerInputSchema, {
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      termsVersion: TERMS_VERSION,
    },
  });

  return (
    <AuthCard title="Create your account" subtitle="Lease IP blocks and servers, or list your own">
      <Form
        form={form}
        failure={MESSAGES.signUpFailed}
        className="space-y-4"
        send={registerAccount}
        onSent={() => void navigate('/login')}
      >
        <FormField<RegisterInput> name="name" label="Full name">
          {(control) => <Input {...control} autoComplete="name" />}
        </FormField>
        <FormField<RegisterInput> name="email" label="Email">
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
        <NewPasswordFields label="Password" hint="At least 8 characters." canShow />
        <TermsCheckbox />
        <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
          Sign Up
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
