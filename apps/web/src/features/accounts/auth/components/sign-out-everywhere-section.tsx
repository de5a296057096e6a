import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSignOutEverywhere } from '../api/auth-actions';

/**
 * /security "Sessions" (docs/PRODUCT.md "Sessions"): sign out everywhere, after a confirmation. Every
 * session ends, this one too, and the other devices' live streams close at once; this page then goes to
 * sign-in.
 */
export function SignOutEverywhereSection() {
  const signOutEverywhere = useSignOutEverywhere();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);

  const confirm = async () => {
    await signOutEverywhere.mutateAsync();
    navigate('/login', { replace: true });
    return { title: MESSAGES.signedOutEverywhere.title, message: MESSAGES.signedOutEverywhere.description };
  };

  return (
    <Card className="mt-6 max-w-2xl">
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Sessions</h2>
      </CardHeader>
      <CardBody className="space-y-4 p-6">
        <p className="text-sm text-slate-600">
          Lost a device, or signed in on a computer that is not yours? Sign out everywhere ends every session
          of your account at once, this one too.
        </p>
        <Button variant="secondary" onClick={() => setIsConfirming(true)}>
          <LogOut className="size-4" aria-hidden /> Sign out everywhere
        </Button>
      </CardBody>
      {isConfirming && (
        <ConfirmDialog
          title="Sign out everywhere?"
          message="Every device signed in to your account is signed out at once, this one too, and their live updates stop. You then sign in again here."
          confirmLabel="Sign out everywhere"
          isPending={signOutEverywhere.isPending}
          onConfirm={confirm}
          failure={MESSAGES.signOutFailed}
          onClose={() => setIsConfirming(false)}
        />
      )}
    </Card>
  );
}
