import { Button } from './button';
import { Dialog } from './dialog';
import { toast } from '@/lib/toast';

/**
 * Asks before an action that cannot be taken back (delete, revoke, approve what goes live at once):
 * Cancel, or the confirming button (destructive unless said otherwise), which sends the action, shows
 * the server's answer and closes; a failure keeps it open.
 */
export function ConfirmDialog({
  title,
  description,
  message,
  confirmLabel,
  confirmVariant = 'destructive',
  isPending,
  onConfirm,
  failure,
  onClose,
}: {
  title: string;
  description?: string;
  message: string;
  confirmLabel: string;
  confirmVariant?: 'destructive' | 'success' | 'primary';
  isPending: boolean;
  onConfirm: () => Promise<{ title: string; message: string }>;
  /** Shown when the server sent no message of its own. */
  failure: { title: string; description: string };
  onClose: () => void;
}) {
  const confirm = async () => {
    try {
      const result = await onConfirm();
      toast.success(result.title, result.message);
      onClose();
    } catch (error) {
      toast.fromError(error, failure.title, failure.description);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <p className="text-sm text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant={confirmVariant} isLoading={isPending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
