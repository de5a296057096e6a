import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import {
  API_TOKEN_EXPIRIES,
  API_TOKEN_EXPIRY_LABELS,
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPES,
  API_TOKEN_SCOPE_LABELS,
  DEFAULT_API_TOKEN_EXPIRY,
  createApiTokenInputSchema,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@netlease/shared/api-tokens';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Select } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { toast } from '@/lib/toast';
import { useCreateApiToken } from '../api/create-api-token';

type Values = CreateApiTokenInput;
const EMPTY: Values = { name: '', scope: 'read', expiresIn: DEFAULT_API_TOKEN_EXPIRY, currentPassword: '' };

const SCOPE_HINTS = {
  read: 'Reads your catalogue, orders, invoices and wallet.',
  trade: 'Also checks out, manages orders, bids and keeps saved listings.',
  abuse: 'Only sends abuse reports (XARF or ARF) to the abuse desk; reaches nothing else.',
} as const;

/**
 * docs/PRODUCT.md "Programmatic access": name, scope and expiry, confirmed with the current
 * password; on success the whole token is shown here once, with a copy button.
 */
export function CreateApiTokenDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiToken();
  const form = useZodForm(createApiTokenInputSchema, { defaultValues: EMPTY });
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const scope = form.watch('scope');

  const close = () => {
    form.reset(EMPTY);
    setCreated(null);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={created ? 'Copy your new token' : 'Create API token'}
      description={
        created
          ? 'This is the only time the token is shown. Store it where your program can read it.'
          : 'A program sends the token as "Authorization: Bearer …" and acts as you, within its scope.'
      }
    >
      {created ? (
        <NewToken created={created} onDone={close} />
      ) : (
        <Form
          form={form}
          failure={API_TOKEN_MESSAGES.createFailed}
          className="space-y-4"
          send={create.mutateAsync}
          onSent={setCreated}
        >
          <FormField<Values>
            name="name"
            label="Name"
            hint="Where the token is used, for example 'Lease robot'."
          >
            {(control) => <Input {...control} autoComplete="off" maxLength={120} />}
          </FormField>
          <FormField<Values> name="scope" label="Scope" hint={SCOPE_HINTS[scope] ?? undefined}>
            {(control) => (
              <Select {...control}>
                {API_TOKEN_SCOPES.map((value) => (
                  <option key={value} value={value}>
                    {API_TOKEN_SCOPE_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField<Values> name="expiresIn" label="Expires after">
            {(control) => (
              <Select {...control}>
                {API_TOKEN_EXPIRIES.map((value) => (
                  <option key={value} value={value}>
                    {API_TOKEN_EXPIRY_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField<Values> name="currentPassword" label="Current password">
            {(control) => <Input {...control} type="password" autoComplete="current-password" />}
          </FormField>
          <FormActions onCancel={close} isPending={create.isPending}>
            Create token
          </FormActions>
        </Form>
      )}
    </Dialog>
  );
}

function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      toast.success(API_TOKEN_MESSAGES.copied.title, API_TOKEN_MESSAGES.copied.description);
    } catch {
      toast.error(API_TOKEN_MESSAGES.copyFailed.title, API_TOKEN_MESSAGES.copyFailed.description);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <span className="font-medium">{created.token.name}</span> ·{' '}
        {API_TOKEN_SCOPE_LABELS[created.token.scope]}
      </p>
      <code
        data-testid="api-token-secret"
        className="block select-all break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
      >
        {created.secret}
      </code>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {isCopied ? <Check className="size-4" /> : <Copy className="size-4" />}
          {isCopied ? 'Copied' : 'Copy token'}
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
