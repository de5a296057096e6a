import { useState, type FormEvent } from 'react';
import { CATALOG_MESSAGES, LOA_MAX_BYTES, RIRS, validateIpBlockFields } from '@netlease/shared/catalog';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, Select } from '@/components/ui/field';
import { useServerConfig } from '@/features/auth/api/config';
import { toast } from '@/lib/toast';
import { useSubmitIpBlock } from '../api/submit-ip-block';

const EMPTY = { cidr: '', rir: '', countryCode: '' };
const RIR_LABELS: Record<(typeof RIRS)[number], string> = {
  ripe: 'RIPE',
  arin: 'ARIN',
  apnic: 'APNIC',
  afrinic: 'AFRINIC',
  lacnic: 'LACNIC',
  other: 'Other',
};

/**
 * Spec part 2 /my-ip-blocks "Add IP Block" and §5: CIDR, RIR and LOA PDF required; the optional
 * country is picked from the ISO 3166-1 list (docs/decisions/105-country-codes.md). The fields are
 * checked with the same rules the server enforces.
 */
export function AddIpBlockDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [loa, setLoa] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const submit = useSubmitIpBlock();
  const { data: config } = useServerConfig();

  const close = () => {
    setForm(EMPTY);
    setLoa(null);
    setFileInputKey((key) => key + 1);
    onOpenChange(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateIpBlockFields(form, {
      // Until the server says, let it decide on documentation ranges (it enforces the rule anyway).
      allowDocumentation: config?.demoMode ?? true,
      hasLoa: loa !== null,
    });
    if (!checked.ok) {
      toast.error(checked.message.title, checked.message.description);
      return;
    }
    if (loa!.size > LOA_MAX_BYTES) {
      toast.error('Upload Failed', `The file is larger than ${LOA_MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    try {
      const result = await submit.mutateAsync({ ...form, loa: loa! });
      toast.success(result.title, result.message);
      close();
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
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Add IP Block"
      description="Submit an IP block with its Letter of Authorization (LOA) for review."
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field label="CIDR" hint="For example 185.10.0.0/22 or 2a00:1450::/32.">
          {(id) => (
            <Input
              id={id}
              value={form.cidr}
              placeholder="192.0.2.0/24"
              autoComplete="off"
              onChange={(event) => setForm((current) => ({ ...current, cidr: event.target.value }))}
            />
          )}
        </Field>
        <Field label="RIR">
          {(id) => (
            <Select
              id={id}
              value={form.rir}
              onChange={(event) => setForm((current) => ({ ...current, rir: event.target.value }))}
            >
              <option value="">Select RIR</option>
              {RIRS.map((rir) => (
                <option key={rir} value={rir}>
                  {RIR_LABELS[rir]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Country Code">
          {(id) => (
            <CountrySelect
              id={id}
              value={form.countryCode}
              onChange={(countryCode) => setForm((current) => ({ ...current, countryCode }))}
            />
          )}
        </Field>
        <Field label="LOA Document (PDF)">
          {(id) => (
            <Input
              key={fileInputKey}
              id={id}
              type="file"
              accept="application/pdf,.pdf"
              className="h-auto py-1.5"
              onChange={(event) => setLoa(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" isLoading={submit.isPending}>
            Submit for Review
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
