import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from './button';
import { toast } from '@/lib/toast';

const COPIED_FOR_MS = 2_000;

/**
 * Copies a secret shown once (recovery codes, a signing secret): the button reads 'Copied' for two
 * seconds; without a clipboard (an insecure page, a refused permission) `failure` says what to do instead.
 */
export function CopyButton({
  text,
  label,
  failure,
  copiedStatus,
}: {
  text: string;
  label: string;
  failure: { title: string; description: string };
  /** Said to screen readers once copied. */
  copiedStatus?: string;
}) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error(failure.title, failure.description);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void copy()}>
        {isCopied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {isCopied ? 'Copied' : label}
      </Button>
      {copiedStatus && (
        <p className="sr-only" role="status" aria-live="polite">
          {isCopied ? copiedStatus : ''}
        </p>
      )}
    </>
  );
}
