import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import type { AbuseIntakeReply } from '@netlease/shared/abuse-cases';
import { Card, CardBody } from '@/components/ui/card';
import { focusWhenShown } from '@/components/ui/focus-when-shown';
import { Page } from '@/components/ui/page';
import { ReportAbuseForm } from '../components/report-abuse-form';

/**
 * /report-abuse (docs/PRODUCT.md "Abuse"): anyone reports abuse from an address; a link to it
 * names the address (?target=). Once sent, the form gives way to "Check your email": nothing is
 * routed until the reporter opens the mailed link.
 */
export default function ReportAbusePage() {
  const [params] = useSearchParams();
  const [sent, setSent] = useState<AbuseIntakeReply | null>(null);

  return (
    <Page
      title="Report abuse"
      subtitle="Spam, phishing, malware or attacks from an address leased through Netlease."
    >
      <Card className="max-w-2xl">
        <CardBody className="p-6">
          {sent ? (
            <section
              ref={focusWhenShown}
              tabIndex={-1}
              aria-labelledby="report-sent"
              className="scroll-mt-20 space-y-3 outline-none"
              role="status"
            >
              <MailCheck className="size-8 text-emerald-700" aria-hidden />
              <h2 id="report-sent" className="text-lg font-semibold text-slate-900">
                {sent.title}
              </h2>
              <p className="text-slate-700">{sent.message}</p>
              <button
                type="button"
                className="text-sm font-medium text-brand-700 hover:underline"
                onClick={() => setSent(null)}
              >
                Report something else
              </button>
            </section>
          ) : (
            <ReportAbuseForm target={params.get('target') ?? ''} onSent={setSent} />
          )}
        </CardBody>
      </Card>
      <p className="mt-4 max-w-2xl text-sm text-slate-500">
        We tell you what happens to your report; who leases the address stays private. Programs can send XARF
        or ARF reports with an API token of the abuse scope, made under{' '}
        <Link to="/security" className="text-brand-700 underline hover:text-brand-800">
          Security
        </Link>{' '}
        when signed in.
      </p>
    </Page>
  );
}
