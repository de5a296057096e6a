import { changePasswordInputSchema, type ChangePasswordInput, type Profile } from '@netlease/shared/auth';
import { MESSAGES } from '@netlease/shared/messages';
import { formatPhone } from '@netlease/shared/phone';
import { profileUpdateInputSchema } from '@netlease/shared/profile';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { NewPasswordFields } from '@/features/accounts/auth/components/new-password-fields';
import { changePassword, useUpdateProfile } from '../api/profile';
import { BillingDetailsSection } from './billing-details-form';

/** The forms of /profile: personal information, billing details and the password. */
export function ProfileForms({ profile }: { profile: Profile }) {
  return (
    <>
      <ProfileForm profile={profile} />
      {/* Checkout links here when billing details are missing. */}
      <div id="billing" className="scroll-mt-20">
        <BillingDetailsSection />
      </div>
      <PasswordForm />
    </>
  );
}

interface ProfileFormValues {
  name: string;
  email: string;
  companyName: string;
  companyAddress: string;
  contactPhone: string;
}

/** The form's text for a saved profile: the phone in the international format, as people read it. */
const toProfileValues = (profile: Profile): ProfileFormValues => ({
  name: profile.name,
  email: profile.pendingEmail ?? profile.email,
  companyName: profile.companyName ?? '',
  companyAddress: profile.companyAddress ?? '',
  contactPhone: profile.contactPhone ? formatPhone(profile.contactPhone) : '',
});

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useZodForm(profileUpdateInputSchema, { defaultValues: toProfileValues(profile) });

  return (
    <SectionCard title="Personal information">
      <Form
        form={form}
        failure={MESSAGES.profileUpdateFailed}
        className="grid gap-4 sm:grid-cols-2"
        send={update.mutateAsync}
        onSent={(result) => form.reset(toProfileValues(result.profile))}
      >
        <FormField<ProfileFormValues> name="name" label="Full name">
          {(control) => <Input {...control} autoComplete="name" />}
        </FormField>
        <FormField<ProfileFormValues>
          name="email"
          label="Email"
          hint={profile.pendingEmail ? `Waiting for confirmation of ${profile.pendingEmail}` : undefined}
        >
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
        <FormField<ProfileFormValues>
          name="companyName"
          label="Company name"
          hint="Printed beside your name on letters of authorization. Invoices use your billing details."
        >
          {(control) => <Input {...control} autoComplete="organization" />}
        </FormField>
        <FormField<ProfileFormValues>
          name="contactPhone"
          label="Contact phone"
          hint="With the country code, for example +1 202 555 0123."
        >
          {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField<ProfileFormValues> name="companyAddress" label="Company address">
            {(control) => <Input {...control} autoComplete="street-address" />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" isLoading={update.isPending}>
            Save changes
          </Button>
        </div>
      </Form>
    </SectionCard>
  );
}

const EMPTY_PASSWORDS: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The security form (new password and confirmation) plus the current password, which the
 * server asks for so an unattended session cannot take the account over (decision 003).
 */
function PasswordForm() {
  const form = useZodForm(changePasswordInputSchema, { defaultValues: EMPTY_PASSWORDS });

  return (
    <SectionCard title="Security">
      <Form
        form={form}
        failure={MESSAGES.passwordUpdateFailed}
        className="grid gap-4 sm:grid-cols-2"
        send={changePassword}
        onSent={() => form.reset(EMPTY_PASSWORDS)}
      >
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <FormField<ChangePasswordInput> name="currentPassword" label="Current password">
            {(control) => <Input {...control} type="password" autoComplete="current-password" />}
          </FormField>
        </div>
        <NewPasswordFields label="New password" />
        <div className="sm:col-span-2">
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Update password
          </Button>
        </div>
      </Form>
    </SectionCard>
  );
}
