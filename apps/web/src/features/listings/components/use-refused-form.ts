import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import type { FieldErrors, ListingField, RefusedForm } from './listing-form-errors';

/**
 * The errors of a listing form: each shown next to its field, one toast per submission, and focus
 * on the first refused field (in page order) so the keyboard and screen reader land on it.
 */
export function useRefusedForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  return {
    formRef,
    errors,
    refuse(refused: RefusedForm) {
      setErrors(refused.errors);
      setAttempt((count) => count + 1);
      toast.error(refused.toast.title, refused.toast.description);
    },
    /** An edited field is no longer marked: its old error may not hold any more. */
    clear(field: ListingField) {
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    reset: () => setErrors({}),
  };
}
