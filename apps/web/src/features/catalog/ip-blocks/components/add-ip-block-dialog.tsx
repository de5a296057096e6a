import { useState } from 'react';
import { z } from 'zod';
import { CATALOG_MESSAGES, LOA_MAX_BYTES, RIRS, validateIpBlockFields } from '@netlease/shared/catalog';
import { CountrySelect } from '@/components/ui/country-select';
import { Dialog } from '@/components/ui/dialog';
import { Input, Select } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import {
  Form,
  FormController,
  FormField,
  FormFileField,
  addFieldIssue,
  useZodForm,
} from '@/components/ui/form';
import { useServerConfig } from '@/features/accounts/auth/api/config';
import { useSubmitIpBlock, type IpBlockSubmission } from '../api/submit-ip-block';

interface IpBlockFormValues {
  cidr: string;
  rir: string;
  countryCode: string;
  loa: File | null;
}

const EMPTY: IpBlockFormValues = { cidr: '', rir: '', countryCode: '', loa: null };
const RIR_LABELS: Record<(typeof RIRS)[number], string> = {
  ripe: 'RIPE',
  arin: 'ARIN',
  apnic: 'APNIC',
  afrinic: 'AFRINIC',
  lacnic: 'LACNIC',
  other: 'Other',
};
const LOA_TOO_LARGE = {
  title: 'Upload Failed',
  description: `The file is larger than ${LOA_MAX_BYTES / 1024 / 1024} MB.`,
};

/**
 * The server's own rules (validateIpBlockFields, docs/PRODUCT.md "IP blocks"): each missing field says
 * 'Missing fields' beside itself, then the first other problem beside its field.
 */
const ipBlockFormSchema = (allowDocumentation: boolean) =>
  z
    .object({
      cidr: z.string(),
      rir: z.string(),
      countryCode: z.string(),
      loa: z.custom<File | null>((value) => value === null || value instanceof File),
    })
    .transform((values, context): IpBlockSubmission => {
      const missing = (['cidr', 'rir', 'loa'] as const).filter((key) =>
        key === 'loa' ? values.loa === null : !values[key].trim(),
      );
      for (const key of missing) addFieldIssue(context, key, CATALOG_MESSAGES.ipBlockMissingFields);
      if (missing.length > 0) return z.NEVER;
      const checked = validateIpBlockFields(values, { allowDocumentation, hasLoa: true });
      if (!checked.ok) {
        addFieldIssue(context, checked.field, checked.message);
        return z.NEVER;
      }
      if (values.loa!.size > LOA_MAX_BYTES) {
        addFieldIssue(context, 'loa', LOA_TOO_LARGE);
        return z.NEVER;
      }
      return { ...values, loa: values.loa! };
    });

/**
 * Add IP Block on /my-ip-blocks (docs/PRODUCT.md "IP blocks"): CIDR, RIR and LOA PDF required; the optional
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
  const [fileInputKey, setFileInputKey] = useState(0);
  const submit = useSubmitIpBlock();
  const { data: config } = useServerConfig();
  // Until the server says, let it decide on documentation ranges (it enforces the rule anyway).
  const form = useZodForm(ipBlockFormSchema(config?.demoMode ?? true), { defaultValues: EMPTY });

  const close = () => {
    form.reset(EMPTY);
    setFileInputKey((key) => key + 1);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Add IP Block"
      description="Submit an IP block with its Letter of Authorization (LOA) for review."
    >
      <Form
        form={form}
        failure={CATALOG_MESSAGES.submissionFailed}
        className="space-y-4"
        send={submit.mutateAsync}
        onSent={close}
      >
        <FormField<IpBlockFormValues>
          name="cidr"
          label="CIDR"
          hint="For example 185.10.0.0/22 or 2a00:1450::/32."
        >
          {(control) => (
            <Input {...control} placeholder="192.0.2.0/24" autoComplete="off" spellCheck={false} />
          )}
        </FormField>
        <FormField<IpBlockFormValues> name="rir" label="RIR">
          {(control) => (
            <Select {...control}>
              <option value="">Select RIR</option>
              {RIRS.map((rir) => (
                <option key={rir} value={rir}>
                  {RIR_LABELS[rir]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormController<IpBlockFormValues, 'countryCode'> name="countryCode" label="Country Code">
          {(control, field) => (
            <CountrySelect {...control} name={field.name} value={field.value} onChange={field.onChange} />
          )}
        </FormController>
        <FormFileField<IpBlockFormValues, 'loa'>
          key={fileInputKey}
          name="loa"
          label="LOA Document (PDF)"
          accept="application/pdf,.pdf"
        />
        <FormActions onCancel={close} isPending={submit.isPending}>
          Submit for Review
        </FormActions>
      </Form>
    </Dialog>
  );
}
