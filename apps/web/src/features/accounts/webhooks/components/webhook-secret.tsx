import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';

/** The signing secret of a new endpoint: the server keeps it for signing but never shows it again. */
export function WebhookSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
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
        <CopyButton
          text={secret}
          label="Copy secret"
          failure={{ title: 'Could not copy', description: 'Select the secret and copy it yourself.' }}
        />
        <Button variant="ghost" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}
