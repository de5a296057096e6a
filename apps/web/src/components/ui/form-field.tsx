import { useId, type ReactNode } from 'react';

/** What a control inside a FormField spreads onto itself: its id and the wiring of hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Red border on a control the form refused (Tailwind's aria-invalid variant). */
export const invalidControlClass =
  'aria-invalid:border-red-500 aria-invalid:focus:border-red-500 aria-invalid:focus:ring-red-500/30';

/**
 * A labelled control whose hint and error are tied to it (aria-describedby) and which is marked
 * aria-invalid while it has an error, so a screen reader hears why a field was refused when focus
 * moves to it. The error has no alert role: the form shows one toast for the whole submission.
 */
export function FormField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <div id={hintId} className="text-xs text-slate-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
