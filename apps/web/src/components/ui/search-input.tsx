import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { Input } from './field';

/**
 * A list's search box with a magnifier inside it; it has no visible label, so it takes an
 * `aria-label`. `className` places the box in its page.
 */
export function SearchInput({
  className,
  ...input
}: Omit<ComponentProps<typeof Input>, 'type'> & { 'aria-label': string }) {
  return (
    <div className={className ? `relative ${className}` : 'relative'}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input type="search" className="pl-9" {...input} />
    </div>
  );
}
