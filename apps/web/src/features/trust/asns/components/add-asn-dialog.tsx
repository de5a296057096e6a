import { z } from 'zod';
import { ASN_MESSAGES, ASN_RIRS } from '@netlease/shared/asns-constants';
import { validateAsnFields, type AsnInput } from '@netlease/shared/asns';
import { CountrySelect } from '@/components/ui/country-select';
import { Dialog } from '@/components/ui/dialog';
import { Input, Select } from '@/components/ui/field';
import { Form, FormController, FormField, addFieldIssue, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { useServerConfig } from '@/features/accounts/auth/api/config';
import { useSubmitAsn } from '../api/submit-asn';

interface AsnFormValues {
  asnNumber: string;
  organization: string;
  rir: string;
  country: string;
}

const EMPTY: AsnFormValues = { asnNumber: '', organization: '', rir: '', country: '' };

/**
 * The server's own rules (validateAsnFields, docs/PRODUCT.md "ASNs and LOAs"): each missing field says
 * 'Missing fields' beside itself, then the first other problem beside its field.
 */
const asnFormSchema = (allowDocumentation: boolean) =>
  z
    .object({ asnNumber: z.string(), organization: z.string(), rir: z.string(), country: z.string() })
    .transform((values, context): AsnInput => {
      const missing = (['asnNumber', 'organization', 'rir'] as const).filter((key) => !values[key].trim());
      for (const key of missing) addFieldIssue(context, key, ASN_MESSAGES.missingFields);
      if (missing.length > 0) return z.NEVER;
      const checked = validateAsnFields(values, { allowDocumentation });
      if (!checked.ok) {
        addFieldIssue(context, checked.field, checked.message);
        return z.NEVER;
      }
      return values;
    });

/**
 * Add ASN on /my-asns: number, organization and RIR required; the optional country
 * is picked from the ISO 3166-1 list (docs/decisions/105-country-codes.md).
 */
export function AddAsnDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const submit = useSubmitAsn();
  const { data: config } = useServerConfig();
  // Until the server says, let it decide on documentation numbers (it enforces the rule anyway).
  const form = useZodForm(asnFormSchema(config?.demoMode ?? true), { defaultValues: EMPTY });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add ASN"
      description="Submit an ASN for verification."
    >
      <Form
        form={form}
        failure={ASN_MESSAGES.submissionFailed}
        className="space-y-4"
        send={submit.mutateAsync}
        onSent={() => {
          form.reset(EMPTY);
          onOpenChange(false);
        }}
      >
        <FormField<AsnFormValues> name="asnNumber" label="ASN Number" hint="For example AS64500 or 64500.">
          {(control) => <Input {...control} autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField<AsnFormValues> name="organization" label="Organization">
          {(control) => <Input {...control} autoComplete="organization" />}
        </FormField>
        <FormField<AsnFormValues> name="rir" label="RIR">
          {(control) => (
            <Select {...control}>
              <option value="">Select RIR</option>
              {ASN_RIRS.map((rir) => (
                <option key={rir} value={rir}>
                  {rir}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormController<AsnFormValues, 'country'> name="country" label="Country">
          {(control, field) => (
            <CountrySelect {...control} name={field.name} value={field.value} onChange={field.onChange} />
          )}
        </FormController>
        <FormActions onCancel={() => onOpenChange(false)} isPending={submit.isPending}>
          Submit ASN
        </FormActions>
      </Form>
    </Dialog>
  );
}
