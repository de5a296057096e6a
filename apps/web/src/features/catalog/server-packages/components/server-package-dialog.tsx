import { z } from 'zod';
import {
  CATALOG_MESSAGES,
  serverPackageInputSchema,
  type ServerPackage,
  type ServerPackageInput,
} from '@netlease/shared/catalog';
import { Dialog } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/field';
import { Form as FormRoot, FormField, addSchemaIssues, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { EditingChangesInReviewNote } from '@/components/ui/review-notes';
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

/** The shared package schema (the server's); the API takes the text as typed. */
const packageFormSchema = z.custom<Form>().transform((form, context): ServerPackageInput => {
  const input = { ...form, stockCount: form.stockCount === '' ? undefined : form.stockCount };
  const issues = serverPackageInputSchema.safeParse(input).error?.issues ?? [];
  return addSchemaIssues(context, issues) ? z.NEVER : input;
});

const TEXT_FIELDS: Array<{ key: Exclude<keyof Form, 'isBundle'>; label: string; placeholder: string }> = [
  { key: 'name', label: 'Name', placeholder: 'Business VPS' },
  { key: 'location', label: 'Location', placeholder: 'Frankfurt, DE' },
  { key: 'cpu', label: 'CPU', placeholder: '4 vCPU' },
  { key: 'ram', label: 'RAM', placeholder: '8 GB' },
  { key: 'storage', label: 'Storage', placeholder: '160 GB NVMe' },
  { key: 'bandwidth', label: 'Bandwidth', placeholder: '5 TB' },
];

/**
 * The /my-server-packages form dialog (docs/PRODUCT.md "Server packages and bundles"): every field required,
 * price in dollars with cents (step 0.01), stock count default 1, bundle flag. Saving sends the package to
 * review.
 */
export function ServerPackageDialog({ item, onClose }: { item: ServerPackage | null; onClose: () => void }) {
  const save = useSaveServerPackage();
  const form = useZodForm(packageFormSchema, { defaultValues: toForm(item) });

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
      {item?.pendingChanges && <EditingChangesInReviewNote className="mb-4" />}
      <FormRoot
        form={form}
        failure={CATALOG_MESSAGES.submissionFailed}
        className="space-y-4"
        send={(input) => save.mutateAsync({ id: item?.id ?? null, input })}
        onSent={onClose}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((field) => (
            <FormField<Form> key={field.key} name={field.key} label={field.label}>
              {(control) => <Input {...control} placeholder={field.placeholder} required />}
            </FormField>
          ))}
          <FormField<Form> name="price" label="Price per month ($)">
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                placeholder="34.99"
                required
              />
            )}
          </FormField>
          <FormField<Form> name="stockCount" label="Stock Count">
            {(control) => <Input {...control} type="number" min="0" step="1" required />}
          </FormField>
        </div>
        <FormField<Form> name="description" label="Description">
          {(control) => <Textarea {...control} required />}
        </FormField>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 rounded border-slate-300" {...form.register('isBundle')} />
          Bundle (server with IP addresses)
        </label>
        <FormActions onCancel={onClose} isPending={save.isPending}>
          {item ? 'Update Package' : 'Create Package'}
        </FormActions>
      </FormRoot>
    </Dialog>
  );
}
