import { useEffect, useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { MFA_MESSAGES, mfaCodeInputSchema, type MfaEnrollment } from '@netlease/shared/mfa';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Form, useZodForm } from '@/components/ui/form';
import { loadBeside } from '@/components/ui/load-beside';
import { useOnDemand } from '@/lib/on-demand';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useMfaStatus } from '../api/get-mfa-status';
import { useEnrollMfa } from '../api/enroll-mfa';
import { useConfirmMfa } from '../api/confirm-mfa';
import { useDisableMfa } from '../api/disable-mfa';
import { CodeInput } from '../components/code-input';
import { RecoveryCodes } from '../components/recovery-codes';
import { SignOutEverywhereSection } from '@/features/accounts/auth/components/sign-out-everywhere-section';

// The API token and webhook sections (their forms, lists and rules) download beside the MFA status
// request, which the page waits for behind its spinner anyway (docs/decisions/277).
const apiTokensSectionCode = loadBeside(() =>
  import('@/features/accounts/api-tokens/components/api-tokens-section').then(
    (module) => module.ApiTokensSection,
  ),
);
const webhooksSectionCode = loadBeside(() =>
  import('@/features/accounts/webhooks/components/webhooks-section').then((module) => module.WebhooksSection),
);

/**
 * /security, docs/PRODUCT.md "Multi-factor sign-in": disabled → enrolling (QR shown) → enabled; disabling
 * turns it off. Below it: sign out everywhere ("Sessions"), API tokens and webhooks.
 */
export default function SecurityPage() {
  const ApiTokensSection = useOnDemand(apiTokensSectionCode);
  const WebhooksSection = useOnDemand(webhooksSectionCode);
  const status = useMfaStatus();
  const enroll = useEnrollMfa();
  const confirm = useConfirmMfa();
  const disable = useDisableMfa();
  const [enrollment, setEnrollment] = useState<MfaEnrollment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const confirmForm = useZodForm(mfaCodeInputSchema, { defaultValues: { code: '' } });
  const disableForm = useZodForm(mfaCodeInputSchema, { defaultValues: { code: '' } });

  useEffect(() => {
    if (status.error) toast.fromError(status.error, 'Error fetching security settings');
  }, [status.error]);

  const onEnroll = async () => {
    try {
      setEnrollment(await enroll.mutateAsync());
      confirmForm.reset({ code: '' });
    } catch (error) {
      toast.fromError(error, MFA_MESSAGES.enrollmentFailed.title, MFA_MESSAGES.enrollmentFailed.description);
    }
  };

  if (status.isPending) return <Spinner />;
  const isEnabled = status.data?.enabled ?? false;

  let body;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (enrollment) {
    body = (
      <Form
        form={confirmForm}
        failure={MFA_MESSAGES.verificationFailed}
        send={confirm.mutateAsync}
        onSent={(result) => {
          setEnrollment(null);
          setRecoveryCodes(result.recoveryCodes);
          confirmForm.reset({ code: '' });
        }}
        className="space-y-4"
      >
        <p className="text-sm text-slate-600">
          Scan this QR code with an authenticator app (Google Authenticator, Authy, 1Password…), then enter
          the 6-digit code it shows.
        </p>
        <img
          src={enrollment.qrDataUrl}
          alt="QR code for your authenticator app"
          className="size-52 rounded-lg border border-slate-200"
        />
        <div>
          <p className="text-sm text-slate-600">Can&apos;t scan it? Enter this key in the app instead:</p>
          <code
            data-testid="mfa-secret"
            className="mt-1 block break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          >
            {enrollment.secret}
          </code>
        </div>
        <CodeInput />
        <div className="flex gap-2">
          <Button type="submit" isLoading={confirm.isPending}>
            Verify and Enable
          </Button>
          <Button variant="ghost" onClick={() => setEnrollment(null)}>
            Cancel
          </Button>
        </div>
      </Form>
    );
  } else if (isEnabled) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Sign-ins ask for a code from your authenticator app
          {status.data?.enabledAt ? ` (enabled on ${formatDate(status.data.enabledAt)})` : ''}.{' '}
          {status.data?.recoveryCodesLeft ?? 0} recovery codes left.
        </p>
        <Form
          form={disableForm}
          failure={MFA_MESSAGES.disableFailed}
          send={disable.mutateAsync}
          onSent={() => disableForm.reset({ code: '' })}
          className="max-w-sm space-y-4"
        >
          <CodeInput allowRecovery />
          <Button type="submit" variant="destructive" isLoading={disable.isPending}>
            <ShieldOff className="size-4" /> Disable MFA
          </Button>
        </Form>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Add a second step to your sign-in: after your password, Netlease asks for a code from an
          authenticator app on your phone.
        </p>
        <Button onClick={() => void onEnroll()} isLoading={enroll.isPending}>
          <ShieldCheck className="size-4" /> Enable MFA
        </Button>
      </div>
    );
  }

  // Until both sections' code is there the spinner stays, so nothing is drawn half or moves.
  if (!ApiTokensSection || !WebhooksSection) return <Spinner />;
  return (
    <Page title="Security Settings">
      <Card className="max-w-2xl">
        <CardHeader className="flex items-center justify-between gap-4">
          <h2 className="text-lg font-semibold text-slate-900">Multi-Factor Authentication</h2>
          <Badge tone={isEnabled ? 'green' : 'grey'}>{isEnabled ? 'Enabled' : 'Disabled'}</Badge>
        </CardHeader>
        <CardBody className="p-6">{body}</CardBody>
      </Card>
      <SignOutEverywhereSection />
      <ApiTokensSection />
      <WebhooksSection />
    </Page>
  );
}
