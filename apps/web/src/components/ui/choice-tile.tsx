import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

/**
 * One option of a group of checkboxes or radio buttons, drawn as a bordered tile that takes the brand
 * colour while it is chosen; the whole tile is the label, so a click anywhere on it chooses. The input
 * props (type, name, value, checked, ref, aria-*) go to the native input; `children` is its text.
 * A text of two lines (`isMultiline`) starts at the top, beside the box.
 */
export function ChoiceTile({
  isMultiline = false,
  children,
  ...input
}: Omit<ComponentProps<'input'>, 'className' | 'children'> & { isMultiline?: boolean; children: ReactNode }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
        isMultiline ? 'items-start' : 'items-center',
      )}
    >
      <input {...input} className={cn(isMultiline && 'mt-0.5', 'accent-brand-600')} />
      {children}
    </label>
  );
}
