import {
  ABUSE_NOTE_MAX,
  abuseMessageInputSchema,
  type AbuseMessageInput,
} from '@netlease/shared/abuse-cases';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { usePostAbuseCaseMessage } from '../api/post-abuse-case-message';

/** A message in the case's thread, worded by the viewer's part (see describeAbuseCaseActions). */
export function AbuseMessageForm({
  caseId,
  label,
  submit,
}: {
  caseId: string;
  label: string;
  submit: string;
}) {
  const send = usePostAbuseCaseMessage(caseId);
  const form = useZodForm(abuseMessageInputSchema, { defaultValues: { body: '' } });
  return (
    <Form
      form={form}
      failure={MESSAGES.actionFailed}
      className="space-y-3"
      send={send.mutateAsync}
      onSent={() => form.reset({ body: '' })}
    >
      <FormField<AbuseMessageInput> name="body" label={label}>
        {(control) => <Textarea {...control} rows={3} maxLength={ABUSE_NOTE_MAX} />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" isLoading={send.isPending}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}
