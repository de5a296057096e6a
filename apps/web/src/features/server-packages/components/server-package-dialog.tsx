import { useState, type FormEvent } from 'react';
import { CATALOG_MESSAGES, serverPackageInputSchema, type ServerPackage } from '@netlease/shared/catalog';
import { messageFromIssue } from '@netlease/shared/message-catalog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, Textarea } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useSaveServerPackage } from '../api/save-server-package';

type Form = {
  name: string;
  description: string;
  location: string;
  cpu: string;
  ram: string;
  storage: string;
  bandwidth: string;
  price: string;
  stockCount: string;
  isBundle: boolean;
};

/**
 * The form starts from the text last proposed (the change in review, if any), so saving a new price
 * or stock does not silently withdraw it (docs/PRODUCT.md "Seller workspace").
 */
const toForm = (item: ServerPackage | null): Form => {
  const text = item?.pendingChanges ?? item;
  return {
    name: text?.name ?? '',
    description: text?.description ?? '',
    location: text?.location ?? '',
    cpu: text?.cpu ?? '',
    ram: text?.ram ?? '',
    storage: text?.storage ?? '',
    bandwidth: text?.bandwidth ?? '',
    price: item ? (item.priceCents / 100).toFixed(2) : '',
    stockCount: String(item?.stockCount ?? 1),
    isBundle: item?.isBundle ?? false,
  };
};

/** Pending and rejected packages go (back) to review as a whole; a live one changes its terms at once. */
const isLive = (item: ServerPackage | null) =>
  item !== null && item.status !== 'pending' && item.status !== 'rejected';

const TEXT_FIELDS: Array<{ key: keyof Form; label: string; placeholder: string }> = [
  { key: 'name', label: 'Name', placeholder: 'Business VPS' },
  { key: 'location', label: 'Location', placeholder: 'Frankfurt, DE' },
  { key: 'cpu', label: 'CPU', placeholder: '4 vCPU' },
  { key: 'ram', label: 'RAM', placeholder: '8 GB' },
  { key: 'storage', label: 'Storage', placeholder: '160 GB NVMe' },
  { key: 'bandwidth', label: 'Bandwidth', placeholder: '5 TB' },
];

/**
 * Spec part 2 /my-server-packages form dialog: every field required, price in dollars with cents
 * (step 0.01), stock count default 1, bundle flag. Saving sends the package to review.
 */
export function ServerPackageDialog({ item, onClose }: { item: ServerPackage | null; onClose: () => void }) {
  const [form, setForm] = useState<Form>(() => toForm(item));
  const save = useSaveServerPackage();
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, stockCount: form.stockCount === '' ? undefined : form.stockCount };
    const checked = serverPackageInputSchema.safeParse(input);
    if (!checked.success) {
      const title = checked.error.issues[0]?.message ?? CATALOG_MESSAGES.missingPackageDetails.title;
      const message = messageFromIssue(title) ?? CATALOG_MESSAGES.missingPackageDetails;
      toast.error(message.title, message.description);
      return;
    }
    try {
      const result = await save.mutateAsync({ id: item?.id ?? null, input });
      toast.success(result.title, result.message);
      onClose();
    } catch (error) {
      toast.fromError(
        error,
        CATALOG_MESSAGES.submissionFailed.title,
        CATALOG_MESSAGES.submissionFailed.description,
      );
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? 'Edit Server Package' : 'Create Server Package'}
      description={
        isLive(item)
          ? 'Price, stock and the bundle switch change at once. New text is reviewed before it replaces the one buyers see.'
          : 'Saving submits the package for review.'
      }
      className="max-w-2xl"
    >
      {item?.pendingChanges && (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Your text changes are in review; the form shows them. Buyers see the approved text until then.
        </p>
      )}
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((field) => (
            <Field key={field.key} label={field.label}>
              {(id) => (
                <Input
                  id={id}
                  value={form[field.key] as string}
                  placeholder={field.placeholder}
                  required
                  onChange={(event) => set(field.key, event.target.value)}
                />
              )}
            </Field>
          ))}
          <Field label="Price per month ($)">
            {(id) => (
              <Input
                id={id}
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                value={form.price}
                placeholder="34.99"
                required
                onChange={(event) => set('price', event.target.value)}
              />
            )}
          </Field>
          <Field label="Stock Count">
            {(id) => (
              <Input
                id={id}
                type="number"
                min="0"
                step="1"
                value={form.stockCount}
                required
                onChange={(event) => set('stockCount', event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label="Description">
          {(id) => (
            <Textarea
              id={id}
              value={form.description}
              required
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300"
            checked={form.isBundle}
            onChange={(event) => set('isBundle', event.target.checked)}
          />
          Bundle (server with IP addresses)
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            {item ? 'Update Package' : 'Create Package'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
