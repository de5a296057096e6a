import { Link } from 'react-router';
import type { SessionUser } from '@netlease/shared/auth';
import { KYC_MESSAGES } from '@netlease/shared/kyc-constants';
import { SELLER_NEXT_STEPS } from '@netlease/shared/seller-requests-constants';
import type { Message } from '@netlease/shared/messages';
import { buttonClasses } from '@/components/ui/button';
import { useSellerStanding } from '../api/get-seller-standing';

/** Whether the user may register blocks and list them: a seller with a verified identity. */
export const canSell = (user: Pick<SessionUser, 'role' | 'kycStatus'>) =>
  user.role === 'monetizer' && user.kycStatus === 'approved';

/**
 * What a user who cannot sell yet does next (docs/PRODUCT.md "Becoming a seller"): an unverified
 * user verifies first (/kyc); a verified leaser asks to become a seller (/become-seller), or hears
 * that the request waits; staff and admins cannot sell. Nothing for a verified seller.
 */
export function useSellerNextStep(
  user: Pick<SessionUser, 'role' | 'kycStatus'>,
): { message: Message; link?: { to: string; label: string } } | null {
  const isVerifiedLeaser = user.role === 'leaser' && user.kycStatus === 'approved';
  const standing = useSellerStanding(isVerifiedLeaser);
  if (canSell(user)) return null;
  if (user.role === 'staff' || user.role === 'admin') return { message: SELLER_NEXT_STEPS.notForStaff };
  if (user.kycStatus !== 'approved') {
    return {
      message:
        user.role === 'monetizer' ? KYC_MESSAGES.verifiedSellerRequired : SELLER_NEXT_STEPS.verifyFirst,
      link: { to: '/kyc', label: 'Go to KYC Verification' },
    };
  }
  if (standing.data?.latest?.status === 'pending') {
    return {
      message: SELLER_NEXT_STEPS.requestWaiting,
      link: { to: '/become-seller', label: 'See your request' },
    };
  }
  return {
    message: SELLER_NEXT_STEPS.becomeSeller,
    link: { to: '/become-seller', label: 'Become a seller' },
  };
}

/** The next step as a note above a seller page's content. */
export function SellerNextStepNote({ user }: { user: Pick<SessionUser, 'role' | 'kycStatus'> }) {
  const step = useSellerNextStep(user);
  if (!step) return null;
  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
      role="note"
      data-testid="seller-next-step"
    >
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{step.message.title}.</span> {step.message.description}
      </p>
      {step.link && (
        <Link to={step.link.to} className={buttonClasses('primary', 'sm')}>
          {step.link.label}
        </Link>
      )}
    </div>
  );
}
