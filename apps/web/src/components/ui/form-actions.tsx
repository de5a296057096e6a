import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * A form's last row, at its right: Cancel, then the submit button, which says what it does
 * (`children`) and spins while the form is sent.
 */
export function FormActions({
  onCancel,
  isPending,
  cancelVariant = 'ghost',
  cancelLabel = 'Cancel',
  children,
}: {
  onCancel: () => void;
  isPending: boolean;
  cancelVariant?: 'ghost' | 'secondary';
  /** Where 'Cancel' would read as the action itself (cancelling an order): 'Keep order'. */
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant={cancelVariant} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" isLoading={isPending}>
        {children}
      </Button>
    </div>
  );
}
