import { SESSION_KEY } from '@/features/accounts/auth/api/session';
import { useNewNotifications } from '@/features/accounts/notifications/api/use-new-notifications';
import { KYC_STATE_KEY } from './get-kyc-state';

const isKycDecision = (item: { type: string }) => item.type === 'kyc';
// The session and the profile carry kyc_status too.
const KYC_KEYS = [KYC_STATE_KEY, SESSION_KEY, ['profile']];

/** A staff decision reaches the user as a live notification (type 'kyc'): read the KYC state again. */
export function useKycDecisions() {
  useNewNotifications(isKycDecision, KYC_KEYS);
}
