import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/field';
import { FormField } from '@/components/ui/form';
import { PasswordInput } from './password-input';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation (the form's `password` and `confirmPassword`), which the shared
 * schema checks match (docs/PRODUCT.md "Sign-up and sign-in"). The sign-up and reset pages give each a
 * show/hide toggle (`canShow`); the profile's security form keeps plain password boxes.
 */
export function NewPasswordFields({
  label,
  hint,
  canShow = false,
}: {
  /** 'Password' or 'New password'; the second field is its confirmation ('Confirm new password'). */
  label: 'Password' | 'New password';
  hint?: ReactNode;
  canShow?: boolean;
}) {
  const Control = canShow ? PasswordInput : PlainPasswordInput;
  return (
    <>
      <FormField<NewPasswordValues> name="password" label={label} hint={hint}>
        {(control) => <Control {...control} autoComplete="new-password" />}
      </FormField>
      <FormField<NewPasswordValues> name="confirmPassword" label={`Confirm ${label.toLowerCase()}`}>
        {(control) => <Control {...control} autoComplete="new-password" />}
      </FormField>
    </>
  );
}

function PlainPasswordInput(props: ComponentProps<'input'>) {
  return <Input {...props} type="password" />;
}
