import { AlertTriangle } from 'lucide-react';
import { Button } from './button';

/**
 * What a list or panel shows when it could not be fetched: the failure and a Retry, never an empty
 * state that would say there is nothing (docs/PRODUCT.md "Errors").
 */
export function LoadError({
  title,
  description,
  onRetry,
  isRetrying = false,
}: {
  title: string;
  description: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <AlertTriangle className="mx-auto size-6 text-red-700" aria-hidden />
      <p className="mt-2 font-semibold text-red-900">{title}</p>
      <p className="mt-1 text-sm text-red-800">{description}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} isLoading={isRetrying}>
        Retry
      </Button>
    </div>
  );
}
