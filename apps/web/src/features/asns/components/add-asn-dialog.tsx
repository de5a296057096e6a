import { useState, type FormEvent } from 'react';
import { ASN_MESSAGES, ASN_RIRS, validateAsnFields } from '@netlease/shared/asns';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, Select } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useSubmitAsn } from '../api/submit-asn';

const EMPTY = { asnNumber: '', organization: '', rir: '', country: '' };

/**
 * Spec part 2 /my-asns "Add ASN" and §5: number, organization and RIR required; the optional country
 * is picked from the ISO 3166-1 list (docs/decisions/105-country-codes.md).
 */
export function AddAsnDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const submit = useSubmitAsn();
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAsnFields(form);
    if (!checked.ok) {
      toast.error(checked.message.title, checked.message.description);
      return;
    }
    try {
      const result = await submit.mutateAsync(form);
      toast.success(result.title, result.message);
      setForm(EMPTY);
      onOpenChange(false);
    } catch (error) {
      toast.fromError(error, ASN_MESSAGES.submissionFailed.title, ASN_MESSAGES.submissionFailed.description);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add ASN"
      description="Submit an ASN for verification."
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field label="ASN Number" hint="For example AS64500 or 64500.">
          {(id) => (
            <Input
              id={id}
              value={form.asnNumber}
              onChange={(event) => set('asnNumber')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Organization">
          {(id) => (
            <Input
              id={id}
              value={form.organization}
              onChange={(event) => set('organization')(event.target.value)}
            />
          )}
        </Field>
        <Field label="RIR">
          {(id) => (
            <Select id={id} value={form.rir} onChange={(event) => set('rir')(event.target.value)}>
              <option value="">Select RIR</option>
              {ASN_RIRS.map((rir) => (
                <option key={rir} value={rir}>
                  {rir}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Country">
          {(id) => <CountrySelect id={id} value={form.country} onChange={set('country')} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={submit.isPending}>
            Submit ASN
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
