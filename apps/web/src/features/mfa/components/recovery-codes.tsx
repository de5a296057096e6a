import { Button } from '@/components/ui/button';

/** The recovery codes, shown once right after enabling; only their hashes stay on the server. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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
      <Button variant="secondary" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </section>
  );
}
