import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';

interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** Demo mode's mailbox: the mail the server would have sent, with working links. */
export default function OutboxPage() {
  const { data, isPending, error } = useQuery({
    queryKey: ['outbox'],
    queryFn: () => api<{ messages: OutboxMessage[] }>('/api/demo/outbox'),
    refetchInterval: 5000,
  });
  return (
    <Page title="Demo outbox" subtitle="Without SMTP configured, the mail Netlease sends lands here.">
      {isPending ? (
        <Spinner />
      ) : error ? (
        <EmptyState title="The outbox is only available in demo mode." />
      ) : !data.messages.length ? (
        <EmptyState title="No mail yet" />
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
