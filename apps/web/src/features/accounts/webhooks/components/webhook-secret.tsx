import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

const COPIED_FOR_MS = 2_000;

/** The signing secret of a new endpoint: the server keeps it for signing but never shows it again. */
export function WebhookSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast.error('Could not copy', 'Select the secret and copy it yourself.');
    }
  };

  return (
    <div
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      role="region"
      aria-label="Signing secret"
    >
      <p className="text-sm text-amber-900">
        The signing secret of <span className="break-all font-medium">{url}</span>. Copy it now: it is shown
        only once. Use it to check the <code className="font-mono">Netlease-Signature</code> header.
      </p>
      <code
        data-testid="webhook-secret"
        className="block break-all rounded-lg bg-white px-3 py-2 font-mono text-sm text-slate-900"
      >
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {isCopied ? <Check className="size-4" /> : <Copy className="size-4" />}
          {isCopied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}
