import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

/**
 * A long list that scrolls inside a box of limited height (`className` sets it): the box takes focus,
 * so keyboard users can scroll it too, and is a named region so a screen reader says what it holds.
 */
export function ScrollRegion({
  label,
  className,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex'> & { label: string; children: ReactNode }) {
  return (
    <div className={cn(className, 'overflow-y-auto')} tabIndex={0} role="region" aria-label={label} {...rest}>
      {children}
    </div>
  );
}
