import { useId } from 'react';

export interface FieldChange {
  label: string;
  live: string;
  proposed: string;
}

/**
 * A change to a live listing or package, field by field: the text buyers see now beside the text
 * the seller proposes (docs/PRODUCT.md "Seller workspace": the live text stays public until an admin
 * approves the new one). Side by side on a wide screen, one above the other on a phone.
 */
export function ChangeDiff({ fields, isLoading = false }: { fields: FieldChange[]; isLoading?: boolean }) {
  const changed = fields.filter((field) => field.live !== field.proposed);
  const unchanged = fields.filter((field) => field.live === field.proposed);
  return (
    <section aria-label="Proposed changes" className="space-y-3">
      {changed.length === 0 && !isLoading && (
        <p className="text-slate-600">The proposed text is the same as the live text.</p>
      )}
      {changed.map((field) => (
        <ChangedField key={field.label} field={field} />
      ))}
      {isLoading && <p className="text-slate-500">Loading the live text…</p>}
      {unchanged.length > 0 && (
        <p className="text-xs text-slate-600">
          Unchanged: {unchanged.map((field) => field.label.toLowerCase()).join(', ')}
        </p>
      )}
    </section>
  );
}

function ChangedField({ field }: { field: FieldChange }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="font-medium text-slate-900">
        {field.label}
      </p>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        <div className="rounded-md border border-slate-200 bg-slate-50 p-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Live</p>
          <FieldText text={field.live} />
        </div>
        <div className="rounded-md border border-emerald-200 bg-emerald-50 p-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">Proposed</p>
          <FieldText text={field.proposed} />
        </div>
      </div>
    </div>
  );
}

function FieldText({ text }: { text: string }) {
  if (!text) return <p className="italic text-slate-600">(empty)</p>;
  return <p className="whitespace-pre-line break-words text-slate-800">{text}</p>;
}
