import { useEffect, useState } from 'react';
import { Check, Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';

const COPIED_FOR_MS = 2_000;
export const RECOVERY_CODES_FILE_NAME = 'netlease-recovery-codes.txt';

/** The text saved or copied: the codes one a line, with enough around them to know what they are later. */
function recoveryCodesText(codes: string[], email: string | undefined) {
  return [
    'Netlease recovery codes',
    ...(email ? [`Account: ${email}`] : []),
    `Created: ${new Date().toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once if you lose your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The recovery codes, shown once right after enabling; only their hashes stay on the server
 * (docs/decisions/070-trust-mfa-asns-loas-reputation.md), so the page offers to copy them and to
 * save them as a text file before they are gone.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { user } = useSession();
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the codes stay on screen to select.
      toast.error('Could not copy', 'Select the codes and copy them, or download them as a file.');
    }
  };

  const download = () => {
    const blob = new Blob([recoveryCodesText(codes, user?.email)], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // The click has handed the file over; the next turn frees the memory.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section aria-labelledby="recovery-heading" className="space-y-3">
      <h3 id="recovery-heading" className="text-base font-semibold text-slate-900">
        Recovery codes
      </h3>
      <p className="text-sm text-slate-600">
        Save these codes somewhere safe. Each one signs you in once if you lose your authenticator app. They
        will not be shown again.
      </p>
      <ul
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-800"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {isCopied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {isCopied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden /> Download (.txt)
        </Button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {isCopied ? 'Recovery codes copied to the clipboard.' : ''}
      </p>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </section>
  );
}
