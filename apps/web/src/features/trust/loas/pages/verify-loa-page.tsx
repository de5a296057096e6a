import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BadgeCheck, SearchX, ShieldX } from 'lucide-react';
import { formatAsn } from '@netlease/shared/asns-constants';
import type { LoaVerification } from '@netlease/shared/loas';
import { LOA_MESSAGES } from '@netlease/shared/loas-constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { AbuseRangeFacts } from '@/features/trust/abuse/components/abuse-range-facts';
import { useLoaVerification } from '../api/verify-loa';

/**
 * What the letter is worth now: approved is in force; revoked (its lease ended or the buyer named
 * another ASN) authorises nothing from that moment (docs/PRODUCT.md "Delivering a lease", step 7), and
 * must never read as valid.
 */
function VerdictBanner({ result }: { result: LoaVerification }) {
  if (result.status === 'approved') {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-800">
        <BadgeCheck className="size-6 shrink-0" aria-hidden />
        <p className="font-semibold">Valid LOA issued through Netlease</p>
        <Badge tone="green">Approved</Badge>
      </div>
    );
  }
  const since = result.revokedAt ? ` since ${formatDate(result.revokedAt)}` : '';
  return (
    <div className="flex items-start gap-3 rounded-lg bg-red-50 p-4 text-red-800">
      <ShieldX className="size-6 shrink-0" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">
          {result.status === 'revoked' ? 'Revoked' : `Not in force (${result.status})`}
        </p>
        <p className="text-sm">
          {result.status === 'revoked'
            ? `This letter no longer authorises anything${since}.`
            : 'This letter does not authorise anything.'}
        </p>
      </div>
    </div>
  );
}

/** The code as typed; an empty search does nothing, and the page's answer says whether a code exists. */
const verifyFormSchema = z.object({ code: z.string().trim().toUpperCase() });

/** Public check of a generated LOA: /verify-loa/{code} or /verify-loa?code=. */
export default function VerifyLoaPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const code = params.code ?? search.get('code');
  const form = useZodForm(verifyFormSchema, { defaultValues: { code: code ?? '' } });
  const verification = useLoaVerification(code);

  const onSubmit = ({ code: typed }: z.output<typeof verifyFormSchema>) => {
    if (typed) void navigate(`/verify-loa/${encodeURIComponent(typed)}`);
  };

  const result = verification.data;
  return (
    <Page
      title="Verify an LOA"
      subtitle="Check a letter of authorization issued through Netlease by its code."
    >
      <Card className="max-w-2xl">
        <CardBody className="space-y-6 p-6">
          <Form
            form={form}
            failure={LOA_MESSAGES.verificationNotFound}
            onSubmit={onSubmit}
            className="flex items-end gap-2"
          >
            <div className="flex-1">
              <FormField name="code" label="Verification code">
                {(control) => <Input {...control} placeholder="LOA-XXXX-XXXX-XXXX" className="font-mono" />}
              </FormField>
            </div>
            <Button type="submit">Verify</Button>
          </Form>
          {code && verification.isPending && <Spinner />}
          {code && verification.isError && (
            <div className="flex items-start gap-3 rounded-lg bg-red-50 p-4 text-red-800" role="alert">
              <SearchX className="size-6 shrink-0" aria-hidden />
              <div>
                <p className="font-semibold">{LOA_MESSAGES.verificationNotFound.title}</p>
                <p className="text-sm">{LOA_MESSAGES.verificationNotFound.description}</p>
              </div>
            </div>
          )}
          {result && (
            <section aria-label="Verification result" className="space-y-4">
              <VerdictBanner result={result} />
              <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
                {[
                  ['Code', result.code],
                  ['Prefix', result.prefix],
                  ['Origin ASN', `${formatAsn(result.asnNumber)} (${result.asnOrganization})`],
                  ['Holder', result.holder],
                  ['Authorized party', result.buyer],
                  // A revoked letter's term is history, not a promise.
                  [
                    result.status === 'approved' ? 'Valid' : 'Term',
                    `${formatDate(result.validFrom)} – ${formatDate(result.validUntil)}`,
                  ],
                  ['Issued', formatDate(result.issuedAt)],
                  ...(result.revokedAt ? [['Revoked', formatDate(result.revokedAt)]] : []),
                ].map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-slate-500">{label}</dt>
                    <dd className="font-medium text-slate-900">{value}</dd>
                  </div>
                ))}
                {/* docs/PRODUCT.md "Abuse": where to report the range, and its record. */}
                <AbuseRangeFacts prefix={result.prefix} />
              </dl>
            </section>
          )}
        </CardBody>
      </Card>
    </Page>
  );
}
