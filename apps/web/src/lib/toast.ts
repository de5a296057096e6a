import { toast as sonner } from 'sonner';
import { ApiError } from './api-client';

/** The one toast of the app (spec part 1 §4: one at a time, 5 seconds, destructive for errors). */
export const toast = {
  success(title: string, description?: string) {
    sonner.success(title, { description: description || undefined });
  },
  info(title: string, description?: string) {
    sonner(title, { description: description || undefined });
  },
  error(title: string, description?: string) {
    sonner.error(title, { description: description || undefined, className: 'toast-destructive' });
  },
  /** Shows a failed request: the server's spec message when it sent one, else `fallbackTitle`. */
  fromError(error: unknown, fallbackTitle: string, fallbackDescription = 'Something went wrong') {
    if (error instanceof ApiError) {
      const isGeneric = error.title === 'Something went wrong' || error.title === 'Invalid input';
      this.error(isGeneric ? fallbackTitle : error.title, error.message || fallbackDescription);
    } else {
      this.error(fallbackTitle, fallbackDescription);
    }
  },
};
