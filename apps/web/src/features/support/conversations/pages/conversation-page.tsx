import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { detailPath } from '@netlease/shared/catalog-constants';
import {
  CONVERSATION_EVENTS,
  CONVERSATION_MESSAGES,
  conversationTopic,
  type ConversationDetail,
  type ConversationMessage,
} from '@netlease/shared/conversations';
import { Badge } from '@/components/ui/badge';
import { CardBody } from '@/components/ui/card';
import { BackLink, ChatPage } from '@/components/ui/chat-page';
import { EmptyState, Page } from '@/components/ui/page';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { isMissingThread } from '@/lib/api-client';
import { Avatar } from '@/components/ui/avatar';
import { useLiveEvents } from '@/lib/live-events';
import { useErrorToast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import { conversationKey, useConversation } from '../api/get-conversation';
import { CONVERSATIONS_KEY } from '../api/list-conversations';
import { appendConversationMessage } from '../api/post-conversation-message';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { ConversationComposer } from '../components/conversation-composer';
import { ConversationThread } from '../components/conversation-thread';

const backLink = <BackLink to="/messages">Back to Messages</BackLink>;

/** /messages/{id}: a private, live thread between a user and a listing's provider. */
export default function ConversationPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { data, isPending, error, isFetching, refetch } = useConversation(id);
  const isMissing = isMissingThread(error);
  const { mutate: markRead } = useMarkConversationRead(id);
  const messageCount = data?.messages.length ?? -1;

  // Opening the thread, and every message arriving while it is open, counts as read.
  useEffect(() => {
    if (messageCount >= 0) markRead();
  }, [messageCount, markRead]);

  // A missing one shows its own page instead of a toast.
  useErrorToast(isMissing ? null : error, CONVERSATION_MESSAGES.conversationFetchFailed.title);

  // Both parties' open pages receive each message as it is committed.
  useLiveEvents(
    [conversationTopic(id)],
    (event) => {
      if (event.type !== CONVERSATION_EVENTS.message) return;
      queryClient.setQueryData<ConversationDetail>(conversationKey(id), (detail) =>
        appendConversationMessage(detail, event.data as ConversationMessage),
      );
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
    { enabled: Boolean(data) },
  );

  if (isPending) return <Spinner />;
  // A server that failed is no proof the conversation is gone (docs/PRODUCT.md "Errors").
  if (!data && error && !isMissing) {
    return (
      <Page title="Messages">
        <ErrorState
          {...CONVERSATION_MESSAGES.conversationFetchFailed}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      </Page>
    );
  }
  if (!data || !user) {
    return (
      <Page title="Messages">
        <EmptyState {...CONVERSATION_MESSAGES.conversationNotFound} action={backLink} />
      </Page>
    );
  }

  const { conversation, messages } = data;
  const { listing, counterpart } = conversation;
  return (
    <ChatPage
      backLink={backLink}
      header={
        <CardBody className="flex flex-wrap items-center gap-4">
          <Avatar user={counterpart} className="size-12" />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{counterpart.name}</h1>
            <p className="mt-1 text-sm text-slate-500">
              About{' '}
              {listing.id ? (
                <Link to={detailPath(listing.kind, listing.id)} className="text-brand-700 hover:underline">
                  {listing.title}
                </Link>
              ) : (
                listing.title
              )}
            </p>
          </div>
          <Badge tone={conversation.viewerRole === 'provider' ? 'purple' : 'blue'}>
            {conversation.viewerRole === 'provider' ? 'Customer' : 'Provider'}
          </Badge>
        </CardBody>
      }
    >
      <ConversationThread messages={messages} viewerId={user.id} />
      <ConversationComposer conversationId={conversation.id} />
    </ChatPage>
  );
}
