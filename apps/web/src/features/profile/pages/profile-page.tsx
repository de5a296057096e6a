import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { changePasswordInputSchema, type Profile } from '@netlease/shared/auth';
import { MESSAGES } from '@netlease/shared/messages';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { RoleBadge } from '@/components/ui/badge';
import { Field, Input } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { avatarFor } from '@/lib/avatar';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { validateWith } from '@/features/auth/validate';
import { RatingSummary } from '@/features/reputation/components/rating-summary';
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
  useEffect(() => {
    if (error)
      toast.fromError(error, MESSAGES.profileLoadFailed.title, MESSAGES.profileLoadFailed.description);
  }, [error]);
  if (isPending) return <Spinner />;
  if (!profile) return null;
  return (
    <Page title="Profile Settings">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <Card className="p-6 text-center">
            <img
              src={avatarFor(profile)}
              alt={`Avatar of ${profile.name}`}
              className="mx-auto size-24 rounded-full"
            />
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
          <PasswordForm />
        </div>
      </div>
    </Page>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [form, setForm] = useState({
    name: profile.name,
    email: profile.pendingEmail ?? profile.email,
    companyName: profile.companyName ?? '',
    companyAddress: profile.companyAddress ?? '',
    contactPhone: profile.contactPhone ?? '',
  });
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await update.mutateAsync(form);
      toast.success(result.title, result.message);
    } catch (error) {
      toast.fromError(error, MESSAGES.profileUpdateFailed.title);
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">Personal information</h2>
      </CardHeader>
      <CardBody>
        <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
          <Field label="Full name">{(id) => <Input id={id} {...bind('name')} autoComplete="name" />}</Field>
          <Field
            label="Email"
            hint={profile.pendingEmail ? `Waiting for confirmation of ${profile.pendingEmail}` : undefined}
          >
            {(id) => <Input id={id} type="email" {...bind('email')} autoComplete="email" />}
          </Field>
          <Field label="Company name">
            {(id) => <Input id={id} {...bind('companyName')} autoComplete="organization" />}
          </Field>
          <Field label="Contact phone">
            {(id) => <Input id={id} {...bind('contactPhone')} autoComplete="tel" />}
          </Field>
          <div className="sm:col-span-2">
            <Field label="Company address">
              {(id) => <Input id={id} {...bind('companyAddress')} autoComplete="street-address" />}
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" isLoading={update.isPending}>
              Save changes
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

/**
 * The spec's security form (new password and confirmation) plus the current password, which the
 * server asks for so an unattended session cannot take the account over (decision 003).
 */
function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { currentPassword, password, confirmPassword };
    const checked = validateWith(changePasswordInputSchema, input);
    if ('error' in checked) {
      toast.error(checked.error.title, checked.error.description);
      return;
    }
    setIsSaving(true);
    try {
      const result = await changePassword(input);
      toast.success(result.title, result.message);
      setCurrentPassword('');
      setPassword('');
      setConfirmPassword('');
    } catch (error) {
      toast.fromError(error, MESSAGES.passwordUpdateFailed.title);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">Security</h2>
      </CardHeader>
      <CardBody>
        <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2" noValidate>
          <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
            <Field label="Current password">
              {(id) => (
                <Input
                  id={id}
                  type="password"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={(event) => setCurrentPassword(event.target.value)}
                />
              )}
            </Field>
          </div>
          <Field label="New password">
            {(id) => (
              <Input
                id={id}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          <Field label="Confirm new password">
            {(id) => (
              <Input
                id={id}
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" isLoading={isSaving}>
              Update password
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
