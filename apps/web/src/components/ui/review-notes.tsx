import { cn } from './cn';

/**
 * Notes on a live offer whose new text waits for review, or whose change an admin refused
 * (docs/PRODUCT.md "Seller workspace": the approved text stays public meanwhile).
 */
export function ChangesInReviewNote({ changes }: { changes: Array<{ label: string; value: string }> }) {
  return (
    <div className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="font-semibold">Changes in review</p>
      <p className="mt-0.5">Buyers see the approved text until an admin approves the new one.</p>
      {changes.length > 0 && (
        <dl className="mt-1.5 space-y-1">
          {changes.map((change) => (
            <div key={change.label}>
              <dt className="inline font-medium">{change.label}: </dt>
              <dd className="inline break-words whitespace-pre-line">{change.value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/**
 * Above the edit form of a live offer whose new text waits for review: the form shows the new text,
 * buyers still see the approved one (docs/PRODUCT.md "Seller workspace").
 */
export function EditingChangesInReviewNote({ className }: { className?: string }) {
  return (
    <p className={cn('rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950', className)}>
      Your text changes are in review; the form shows them. Buyers see the approved text until then.
    </p>
  );
}

/** Why an admin refused an item ('Rejected: …') or the new text of a live one ('Change rejected: …'). */
export function RejectedNote({
  reason,
  isChange = false,
  className,
}: {
  reason: string;
  isChange?: boolean;
  className?: string;
}) {
  return (
    <p className={cn('rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800', className)}>
      <span className="font-semibold">{isChange ? 'Change rejected' : 'Rejected'}:</span> {reason}
    </p>
  );
}

/**
 * What the review of a seller's live offer says under its card (docs/PRODUCT.md "Seller workspace"):
 * why it was refused, or its new text waiting for review (the changed fields, labelled by
 * `labels`), or why that new text was refused.
 */
export function ReviewStateNotes<Content extends Record<string, unknown>>({
  item,
  labels,
}: {
  item: Content & {
    status: string;
    rejectionReason: string | null;
    pendingChanges: Content | null;
    changesRejectionReason: string | null;
  };
  labels: Partial<Record<keyof Content, string>>;
}) {
  return (
    <>
      {item.status === 'rejected' && item.rejectionReason && (
        <RejectedNote className="mt-3" reason={item.rejectionReason} />
      )}
      {item.pendingChanges && (
        <div className="mt-3">
          <ChangesInReviewNote changes={changedFields<Content>(item, item.pendingChanges, labels)} />
        </div>
      )}
      {!item.pendingChanges && item.changesRejectionReason && (
        <div className="mt-3">
          <RejectedNote isChange reason={item.changesRejectionReason} />
        </div>
      )}
    </>
  );
}

/** The fields whose proposed value differs from the live one, labelled, for ChangesInReviewNote. */
export function changedFields<T extends Record<string, unknown>>(
  live: T,
  proposed: T,
  labels: Partial<Record<keyof T, string>>,
): Array<{ label: string; value: string }> {
  return (Object.keys(labels) as Array<keyof T>)
    .filter((key) => JSON.stringify(live[key]) !== JSON.stringify(proposed[key]))
    .map((key) => {
      const value = proposed[key];
      return {
        label: labels[key]!,
        value: Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value),
      };
    });
}
