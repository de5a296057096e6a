import { Input } from '@/components/ui/field';
import { FormField } from '@/components/ui/form';
import { MFA_CODE_LENGTH, type MfaCodeInput } from '@netlease/shared/mfa';

/**
 * The 6-digit code field of an MFA form (the form's `code`, checked by mfaCodeInputSchema); whether
 * the code is right is the server's to decide. Room is left for the spaces of a code copied as the app
 * shows it ("522 410", "12 34 56"), which the schema removes.
 */
const TOTP_INPUT_MAX_LENGTH = MFA_CODE_LENGTH * 2;

export function CodeInput({
  label = 'Authentication code',
  allowRecovery = false,
}: {
  label?: string;
  allowRecovery?: boolean;
}) {
  return (
    <FormField<MfaCodeInput>
      name="code"
      label={label}
      hint={
        allowRecovery
          ? `The ${MFA_CODE_LENGTH}-digit code from your authenticator app, or one of your recovery codes.`
          : `The ${MFA_CODE_LENGTH}-digit code from your authenticator app.`
      }
    >
      {(control) => (
        <Input
          {...control}
          inputMode={allowRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={allowRecovery ? 40 : TOTP_INPUT_MAX_LENGTH}
          placeholder={allowRecovery ? '123456 or abcde-fghjk' : '123456'}
          className="font-mono tracking-widest"
        />
      )}
    </FormField>
  );
}
