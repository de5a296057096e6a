import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { saveBlob } from '@/lib/api-client';
import { useSession } from '@/features/accounts/auth/api/session';

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
  const download = () => {
    const blob = new Blob([recoveryCodesText(codes, user?.email)], { type: 'text/plain;charset=utf-8' });
    saveBlob(blob, RECOVERY_CODES_FILE_NAME);
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
        <CopyButton
          text={codes.join('\n')}
          label="Copy codes"
          // No clipboard: the codes stay on screen to select.
          failure={{
            title: 'Could not copy',
            description: 'Select the codes and copy them, or download them as a file.',
          }}
          copiedStatus="Recovery codes copied to the clipboard."
        />
        <Button variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden /> Download (.txt)
        </Button>
      </div>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </section>
  );
}
