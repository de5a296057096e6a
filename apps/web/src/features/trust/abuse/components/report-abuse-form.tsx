import { useState } from 'react';
import {
  ABUSE_CATEGORIES,
  ABUSE_CATEGORY_LABELS,
  ABUSE_DESCRIPTION_MAX,
  ABUSE_EVIDENCE_MAX_BYTES,
  ABUSE_EVIDENCE_MAX_FILES,
  ANSWER_DEADLINE_HOURS,
} from '@netlease/shared/abuse';
import { MESSAGES } from '@netlease/shared/messages';
import type { AbuseIntakeReply } from '@netlease/shared/abuse-cases';
import { Button } from '@/components/ui/button';
import { Input, Select, Textarea } from '@/components/ui/field';
import { Form, FormController, FormField, useZodForm } from '@/components/ui/form';
import { useSubmitAbuseReport } from '../api/submit-abuse-report';
import { localZoneText, toLocalInput } from './local-time-input';
import { EMPTY_REPORT, reportAbuseFormSchema, type ReportAbuseFormValues } from './report-abuse-form-schema';

const EVIDENCE_TYPES =
  '.txt,.eml,.pdf,.png,.jpg,.jpeg,text/plain,message/rfc822,application/pdf,image/png,image/jpeg';
const schema = reportAbuseFormSchema();

/**
 * The public abuse form (docs/PRODUCT.md "Abuse"): the address or prefix, the category with the hours
 * the lessee gets to answer, when it was seen in the visitor's own time (sent with its offset), what
 * was seen, up to five files of evidence and where the confirmation link goes. Checked by the shared
 * rules before it is sent; the server answers with "Check your email".
 */
export function ReportAbuseForm({
  target,
  onSent,
}: {
  target: string;
  onSent: (reply: AbuseIntakeReply) => void;
}) {
  const submit = useSubmitAbuseReport();
  const form = useZodForm(schema, { defaultValues: { ...EMPTY_REPORT, target } });
  // The zone is named once, for the moment the form opened; the conversion uses each moment's own.
  const [opened] = useState(() => new Date());

  return (
    <Form
      form={form}
      failure={MESSAGES.serverError}
      className="space-y-5"
      send={submit.mutateAsync}
      onSent={onSent}
    >
      <FormField<ReportAbuseFormValues>
        name="target"
        label="IP address or prefix"
        hint="One address, or a prefix up to an IPv4 /16 or an IPv6 /32, such as 192.0.2.0/24."
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
          />
        )}
      </FormField>
      <FormField<ReportAbuseFormValues>
        name="category"
        label="Category"
        hint="The lessee must answer within the hours shown."
      >
        {(control) => (
          <Select {...control}>
            <option value="">Choose the kind of abuse</option>
            {ABUSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {ABUSE_CATEGORY_LABELS[category]} (answer within {ANSWER_DEADLINE_HOURS[category]} h)
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField<ReportAbuseFormValues>
        name="seenAt"
        label="When it was seen"
        hint={`Your local time: ${localZoneText(opened)}. It is sent with this offset.`}
      >
        {(control) => <Input {...control} type="datetime-local" max={toLocalInput(opened)} step={60} />}
      </FormField>
      <FormField<ReportAbuseFormValues>
        name="description"
        label="What you saw"
        hint="Plain text: the messages, URLs or log lines that show the abuse."
      >
        {(control) => <Textarea {...control} rows={6} maxLength={ABUSE_DESCRIPTION_MAX} />}
      </FormField>
      <FormController<ReportAbuseFormValues, 'evidence'>
        name="evidence"
        label="Evidence (optional)"
        hint={`Up to ${ABUSE_EVIDENCE_MAX_FILES} files of text, mail, PDF, PNG or JPEG, at most ${ABUSE_EVIDENCE_MAX_BYTES / 1024 / 1024} MB each.`}
      >
        {(control, field) => (
          <Input
            {...control}
            ref={field.ref}
            name={field.name}
            type="file"
            multiple
            accept={EVIDENCE_TYPES}
            className="h-auto py-1.5"
            onBlur={field.onBlur}
            onChange={(event) => field.onChange([...(event.target.files ?? [])])}
          />
        )}
      </FormController>
      <FormField<ReportAbuseFormValues>
        name="reporterEmail"
        label="Your email"
        hint="We send a link to confirm it; the report goes on only once you open it. Only Netlease staff see your email."
      >
        {(control) => <Input {...control} type="email" autoComplete="email" />}
      </FormField>
      <Button type="submit" isLoading={submit.isPending}>
        Send report
      </Button>
    </Form>
  );
}
