import { Field, Input } from '@/components/ui/field';
import { MFA_CODE_LENGTH } from '@netlease/shared/mfa';

/**
 * The 6-digit code field; the text is passed on unchecked, the server decides. Room is left for
 * the spaces of a code copied as the app shows it ("522 410", "12 34 56"), which the server removes.
 */
const TOTP_INPUT_MAX_LENGTH = MFA_CODE_LENGTH * 2;

export function CodeInput({
  value,
  onChange,
  label = 'Authentication code',
  allowRecovery = false,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  allowRecovery?: boolean;
}) {
  return (
    <Field
      label={label}
      hint={
        allowRecovery
          ? `The ${MFA_CODE_LENGTH}-digit code from your authenticator app, or one of your recovery codes.`
          : `The ${MFA_CODE_LENGTH}-digit code from your authenticator app.`
      }
    >
      {(id) => (
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode={allowRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={allowRecovery ? 40 : TOTP_INPUT_MAX_LENGTH}
          placeholder={allowRecovery ? '123456 or abcde-fghjk' : '123456'}
          className="font-mono tracking-widest"
        />
      )}
    </Field>
  );
}
