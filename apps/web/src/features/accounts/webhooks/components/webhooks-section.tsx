import { useState } from 'react';
import { Send, Trash2 } from 'lucide-react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES, type WebhookCreated } from '@netlease/shared/webhooks';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useWebhooks } from '../api/get-webhooks';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';
import { WebhookDeliveries } from './webhook-deliveries';

/**
 * Webhooks on /security (docs/PRODUCT.md "Webhooks"): the user's endpoints, a form to add one (its
 * signing secret shown once), 'Send test event', and the log of the last 50 deliveries.
 */
export function WebhooksSection() {
  const endpoints = useWebhooks();
  const deliveries = useWebhookDeliveries();
  const remove = useDeleteWebhook();
  const sendTest = useSendTestWebhook();
  const [created, setCreated] = useState<WebhookCreated | null>(null);

  const onDelete = async (id: string) => {
    try {
      const result = await remove.mutateAsync(id);
      toast.success(result.title, result.message);
      if (created?.endpoint.id === id) setCreated(null);
    } catch (failure) {
      toast.fromError(failure, WEBHOOK_MESSAGES.actionFailed.title);
    }
  };

  const onTest = async (id: string) => {
    try {
      const result = await sendTest.mutateAsync(id);
      if (result.delivered) toast.success(result.title, result.message);
      else toast.error(result.title, result.message);
    } catch (failure) {
      toast.fromError(failure, WEBHOOK_MESSAGES.actionFailed.title);
    }
  };

  return (
    <Card className="mt-6 max-w-4xl">
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Webhooks</h2>
        <p className="mt-1 text-sm text-slate-600">
          Netlease sends a signed POST to your endpoints when an order is paid or cancelled, a lease is about
          to end or you are outbid, and retries for up to 15 hours when your endpoint fails.
        </p>
      </CardHeader>
      <CardBody className="space-y-6 p-4 sm:p-6">
        {created && (
          <WebhookSecret url={created.endpoint.url} secret={created.secret} onDone={() => setCreated(null)} />
        )}
        <section aria-labelledby="webhook-endpoints-title" className="space-y-3">
          <h3 id="webhook-endpoints-title" className="font-semibold text-slate-900">
            Endpoints
          </h3>
          <QueryState
            query={endpoints}
            failure={WEBHOOK_MESSAGES.fetchFailed}
            empty={<p className="text-sm text-slate-500">No webhook endpoints yet.</p>}
          >
            {(list) => (
              <ul className="space-y-3" aria-label="Webhook endpoints">
                {list.map((endpoint) => (
                  <li key={endpoint.id} className="rounded-lg border border-slate-200 p-4 text-sm">
                    <p className="break-all font-medium text-slate-900">{endpoint.url}</p>
                    <p className="mt-1 text-slate-600">
                      {endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(' · ')}
                    </p>
                    <p className="mt-1 text-xs text-slate-500">Added {formatDate(endpoint.createdAt)}</p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        isLoading={sendTest.isPending && sendTest.variables === endpoint.id}
                        onClick={() => void onTest(endpoint.id)}
                        aria-label={`Send test event to ${endpoint.url}`}
                      >
                        <Send className="size-4" /> Send test event
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700 hover:bg-red-50"
                        isLoading={remove.isPending && remove.variables === endpoint.id}
                        onClick={() => void onDelete(endpoint.id)}
                        aria-label={`Delete ${endpoint.url}`}
                      >
                        <Trash2 className="size-4" /> Delete
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <section aria-labelledby="webhook-add-title" className="space-y-3 border-t border-slate-100 pt-6">
          <h3 id="webhook-add-title" className="font-semibold text-slate-900">
            Add an endpoint
          </h3>
          <WebhookForm onCreated={setCreated} />
        </section>
        <section aria-labelledby="webhook-log-title" className="space-y-3 border-t border-slate-100 pt-6">
          <h3 id="webhook-log-title" className="font-semibold text-slate-900">
            Recent deliveries
          </h3>
          <QueryState query={deliveries} failure={WEBHOOK_MESSAGES.fetchFailed}>
            {(list) => <WebhookDeliveries deliveries={list} />}
          </QueryState>
        </section>
      </CardBody>
    </Card>
  );
}
