import { useWatch } from 'react-hook-form';
import {
  NAME_SERVERS_MAX,
  NAME_SERVERS_MIN,
  REVERSE_DNS_MESSAGES,
  reverseDnsRequestInputSchema,
  type ReverseDnsRequestInput,
} from '@netlease/shared/reverse-dns';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { useRequestReverseDns } from '../api/request-reverse-dns';

type Values = ReverseDnsRequestInput;

// Spelled out, so the button's name never reads like an input's label ('Name server 3').
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

const EMPTY: Values = { nameServers: Array.from({ length: NAME_SERVERS_MIN }, () => '') };

/**
 * The buyer's request (docs/PRODUCT.md "Delivering a lease", "Reverse DNS"): two name servers to start
 * with, up to four, each checked by the shared rule beside its own input (a bad or repeated host name),
 * the same rule the server runs.
 */
export function ReverseDnsRequestForm({ orderId }: { orderId: string }) {
  const send = useRequestReverseDns(orderId);
  const form = useZodForm(reverseDnsRequestInputSchema, { defaultValues: EMPTY });
  const nameServers = useWatch({ control: form.control, name: 'nameServers' });
  const count = nameServers.length;

  const add = () => form.setValue('nameServers', [...form.getValues('nameServers'), '']);
  const remove = (index: number) => {
    form.setValue(
      'nameServers',
      form.getValues('nameServers').filter((_, at) => at !== index),
    );
    // The refusals were for the old positions.
    form.clearErrors('nameServers');
  };

  return (
    <Form
      form={form}
      failure={REVERSE_DNS_MESSAGES.sendFailed}
      className="space-y-3"
      send={send.mutateAsync}
      onSent={() => form.reset(EMPTY)}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <FormField<Values> name={`nameServers.${index}`} label={`Name server ${index + 1}`}>
                {(control) => (
                  <Input
                    {...control}
                    placeholder={`ns${index + 1}.example.net`}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    inputMode="url"
                  />
                )}
              </FormField>
            </div>
            {index >= NAME_SERVERS_MIN && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={`Remove the ${ORDINALS[index]} name server`}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
            )}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {count < NAME_SERVERS_MAX ? (
          <Button variant="secondary" size="sm" onClick={add}>
            Add name server
          </Button>
        ) : (
          <span className="text-xs text-slate-500">At most {NAME_SERVERS_MAX} name servers.</span>
        )}
        <Button type="submit" isLoading={send.isPending}>
          Send request
        </Button>
      </div>
    </Form>
  );
}
