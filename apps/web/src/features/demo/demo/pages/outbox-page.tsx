import { Card } from '@/components/ui/card';
import { EmptyState, Page } from '@/components/ui/page';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { DEMO_MESSAGES } from '@netlease/shared/demo-constants';
import { formatDateTime } from '@/lib/dates';
import { useOutbox } from '../api/get-outbox';

/**
 * Demo mode's mailbox: the mail the server would have sent, with working links. It shows the mail
 * this browser may read, never everyone's (docs/decisions/130-demo-mode-safety.md).
 */
export default function OutboxPage() {
  const outbox = useOutbox();
  const { data, isPending, error } = outbox;
  // A server outside demo mode has no outbox (404); any other failure is an error to retry.
  const isNotDemo = error instanceof ApiError && error.status === 404;
  return (
    <Page title="Demo outbox" subtitle="Without SMTP configured, the mail Netlease sends lands here.">
      {isPending ? (
        <Spinner />
      ) : isNotDemo ? (
        <EmptyState title="The outbox is only available in demo mode." />
      ) : error ? (
        <ErrorState
          {...DEMO_MESSAGES.outboxFetchFailed}
          onRetry={outbox.refetch}
          isRetrying={outbox.isFetching}
        />
      ) : (
        <>
          <p className="mb-4 max-w-3xl text-sm text-slate-600">
            {data.seesAll
              ? 'As an admin you see every mail.'
              : 'This browser sees the mail it caused and, when you are signed in, the mail sent to your address. Password reset links show up here only on the computer running the demo.'}
          </p>
          {!data.messages.length ? (
            <EmptyState
              title="No mail yet"
              description="Sign up or ask for a password reset in this browser, and its mail appears here."
            />
          ) : (
            <div className="space-y-4">
              {data.messages.map((message) => (
                <Card key={message.id} className="p-5">
                  <p className="text-xs text-slate-500">
                    To {message.to} · {formatDateTime(message.createdAt)}
                  </p>
                  <p className="mt-1 font-semibold text-slate-900">{message.subject}</p>
                  <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{linkify(message.text)}</p>
                </Card>
              ))}
            </div>
          )}
        </>
      )}
    </Page>
  );
}

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <a
        key={index}
        href={new URL(part).pathname + new URL(part).search}
        className="break-all text-brand-700 underline"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}
