import { avatarFor } from '@/lib/avatar';
import { cn } from './cn';

/**
 * The one way a person's avatar is drawn (docs/PRODUCT.md "Display conventions"): their picture, or
 * the pattern drawn from their id. `alt` is empty where the name stands beside it.
 */
export function Avatar({
  user,
  alt = '',
  className,
}: {
  user: { id: string; avatarUrl: string | null };
  alt?: string;
  /** Its size (size-8, size-24…). */
  className?: string;
}) {
  return (
    <img
      src={avatarFor(user)}
      alt={alt}
      data-testid="avatar"
      data-avatar-of={user.id}
      className={cn('shrink-0 rounded-full bg-slate-100', className)}
    />
  );
}
