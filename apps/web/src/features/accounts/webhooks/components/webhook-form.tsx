import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX,
  webhookEndpointInputSchema,
  type WebhookCreated,
  type WebhookEvent,
} from '@netlease/shared/webhooks';
import { Button } from '@/components/ui/button';
import { ChoiceTile } from '@/components/ui/choice-tile';
import { Input } from '@/components/ui/field';
import { Form, FormChoice, FormField, useZodForm } from '@/components/ui/form';
import { useCreateWebhook } from '../api/create-webhook';

interface WebhookValues {
  url: string;
  events: WebhookEvent[];
}

/** Add an endpoint: its URL and the events it receives, checked by the server's own schema. */
export function WebhookForm({ onCreated }: { onCreated: (created: WebhookCreated) => void }) {
  const create = useCreateWebhook();
  const form = useZodForm(webhookEndpointInputSchema, {
    defaultValues: { url: '', events: ['order.paid'] },
  });

  return (
    <Form
      form={form}
      failure={WEBHOOK_MESSAGES.actionFailed}
      className="space-y-4"
      send={create.mutateAsync}
      onSent={(created) => {
        form.reset({ url: '', events: ['order.paid'] });
        onCreated(created);
      }}
    >
      <FormField<WebhookValues>
        name="url"
        label="Endpoint URL"
        hint="An https:// address on the public Internet that answers 2xx to a signed POST."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/netlease"
            maxLength={WEBHOOK_URL_MAX}
          />
        )}
      </FormField>
      <FormChoice<WebhookValues, 'events'> name="events">
        {(control, field) => (
          <fieldset aria-describedby={control['aria-describedby']}>
            <legend className="text-sm font-medium text-slate-700">Events</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {WEBHOOK_EVENTS.map((event, index) => {
                const isChecked = field.value.includes(event);
                return (
                  <ChoiceTile
                    key={event}
                    isMultiline
                    ref={index === 0 ? field.ref : undefined}
                    type="checkbox"
                    name={field.name}
                    value={event}
                    checked={isChecked}
                    aria-invalid={control['aria-invalid']}
                    onBlur={field.onBlur}
                    onChange={() =>
                      field.onChange(
                        isChecked ? field.value.filter((value) => value !== event) : [...field.value, event],
                      )
                    }
                  >
                    <span className="min-w-0">
                      <span className="block font-mono text-xs text-slate-900">{event}</span>
                      <span className="block text-slate-600">{WEBHOOK_EVENT_LABELS[event]}</span>
                    </span>
                  </ChoiceTile>
                );
              })}
            </div>
          </fieldset>
        )}
      </FormChoice>
      <Button type="submit" isLoading={create.isPending}>
        Add endpoint
      </Button>
    </Form>
  );
}
