import { Link } from 'react-router';
import { changePasswordInputSchema, type ChangePasswordInput, type Profile } from '@netlease/shared/auth';
import { MESSAGES } from '@netlease/shared/messages';
import { formatPhone } from '@netlease/shared/phone';
import { profileUpdateInputSchema } from '@netlease/shared/profile';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, SectionCard } from '@/components/ui/card';
import { RoleBadge } from '@/components/ui/badge';
import { Input } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { NewPasswordFields } from '@/features/accounts/auth/components/new-password-fields';
import { RatingSummary } from '@/features/accounts/profile/components/rating-summary';
import { BillingDetailsSection } from '@/features/accounts/profile/components/billing-details-form';
import { changePassword, useProfile, useUpdateProfile } from '../api/profile';

const KYC_LABELS: Record<Profile['kycStatus'], string> = {
  not_started: 'Not Verified',
  pending: 'Pending review',
  approved: 'Verified',
  rejected: 'Rejected',
  flagged: 'Flagged',
};

export default function ProfilePage() {
  const { data: profile, isPending, error } = useProfile();
  useErrorToast(error, MESSAGES.profileLoadFailed.title, MESSAGES.profileLoadFailed.description);
  if (isPending) return <Spinner />;
  if (!profile) return null;
  return (
    <Page title="Profile Settings">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <Card className="p-6 text-center">
            <Avatar user={profile} alt={`Avatar of ${profile.name}`} className="mx-auto size-24" />
            <p className="mt-4 text-lg font-semibold text-slate-900">{profile.name}</p>
            <p className="text-sm text-slate-500">{profile.email}</p>
            <div className="mt-3 flex justify-center">
              <RoleBadge role={profile.role} />
            </div>
            <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-500">Rating</dt>
                <dd className="flex justify-center">
                  <RatingSummary averageRating={profile.averageRating} ratingCount={profile.ratingCount} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Member since</dt>
                <dd className="font-semibold text-slate-900">{formatDate(profile.createdAt)}</dd>
              </div>
            </dl>
          </Card>
          {profile.kycStatus !== 'approved' && (
            <Card className="p-6">
              <p className="font-semibold text-slate-900">KYC status</p>
              <p className="mt-1 text-sm text-slate-600">{KYC_LABELS[profile.kycStatus]}</p>
              <Link to="/kyc" className={buttonClasses('primary', 'sm', 'mt-4')}>
                {profile.kycStatus === 'not_started' ? 'Start Verification' : 'View Status'}
              </Link>
            </Card>
          )}
        </div>
        <div className="space-y-6 lg:col-span-2">
          <ProfileForm profile={profile} />
          {/* Checkout links here when billing details are missing. */}
          <div id="billing" className="scroll-mt-20">
            <BillingDetailsSection />
          </div>
          <PasswordForm />
        </div>
      </div>
    </Page>
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
        <FormField<ProfileFormValues> name="companyName" label="Company name">
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
