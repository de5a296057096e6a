import { Link } from 'react-router';
import type { Profile } from '@netlease/shared/auth';
import { MESSAGES } from '@netlease/shared/messages';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { loadBeside } from '@/components/ui/load-beside';
import { useOnDemand } from '@/lib/on-demand';
import { RoleBadge } from '@/components/ui/badge';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { RatingSummary } from '@/features/accounts/profile/components/rating-summary';
import { useProfile } from '../api/profile';

// The three forms (zod, the form library, the phone and VAT rules) download beside the profile
// request, which the page waits for behind its spinner anyway (docs/decisions/277).
const profileFormsCode = loadBeside(() =>
  import('../components/profile-forms').then((module) => module.ProfileForms),
);

const KYC_LABELS: Record<Profile['kycStatus'], string> = {
  not_started: 'Not Verified',
  pending: 'Pending review',
  approved: 'Verified',
  rejected: 'Rejected',
  flagged: 'Flagged',
};

export default function ProfilePage() {
  const ProfileForms = useOnDemand(profileFormsCode);
  const { data: profile, isPending, error } = useProfile();
  useErrorToast(error, MESSAGES.profileLoadFailed.title, MESSAGES.profileLoadFailed.description);
  if (isPending) return <Spinner />;
  if (!profile) return null;
  // Until the forms' code is there the spinner stays, so nothing shows half drawn or moves.
  if (!ProfileForms) return <Spinner />;
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
          <ProfileForms profile={profile} />
        </div>
      </div>
    </Page>
  );
}
