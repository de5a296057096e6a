import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CONVERSATION_MESSAGES, conversationPath } from '@netlease/shared/conversations-constants';
import type { Notification } from '@netlease/shared/notifications';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { BrowseMarketplaceLink } from '@/features/catalog/marketplace/components/browse-marketplace-link';
import { EmptyState, Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { Avatar } from '@/components/ui/avatar';
import { formatDateTime } from '@/lib/dates';
import { useLiveEvents } from '@/lib/live-events';
import { CONVERSATIONS_KEY, useConversations } from '../api/list-conversations';

/** /messages: the user's conversations with providers and customers, latest activity first. */
export default function MessagesPage() {
  const queryClient = useQueryClient();
  const query = useConversations();

  // A new message anywhere reaches the user as a notification on their own topic: refresh then.
  useLiveEvents(null, (event) => {
    const data = event.data as Partial<Notification> | undefined;
    if (event.type === 'notification.created' && data?.type === 'conversation_message') {
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    }
  });

  return (
    <Page title="Messages" subtitle="Your conversations with providers and customers about listings.">
      <QueryState
        query={query}
        failure={CONVERSATION_MESSAGES.conversationsFetchFailed}
        empty={<EmptyState {...CONVERSATION_MESSAGES.noConversations} action={<BrowseMarketplaceLink />} />}
      >
        {(conversations) => (
          <ul className="space-y-3" aria-label="Conversations">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <Link to={conversationPath(conversation.id)} className="block">
                  <Card className="flex items-center gap-4 p-4 transition hover:border-brand-500 hover:shadow-md">
                    <Avatar user={conversation.counterpart} className="size-11" />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-slate-900">{conversation.counterpart.name}</span>
                        {conversation.unreadCount > 0 && (
                          <Badge tone="red">{conversation.unreadCount} unread</Badge>
                        )}
                        <Badge tone={conversation.viewerRole === 'provider' ? 'purple' : 'blue'}>
                          {conversation.viewerRole === 'provider' ? 'Customer' : 'Provider'}
                        </Badge>
                      </div>
                      <p className="truncate text-sm text-slate-600">{conversation.listing.title}</p>
                      <p className="truncate text-sm text-slate-500">
                        {conversation.lastMessage?.text ?? 'No messages yet'}
                      </p>
                    </div>
                    <time
                      className="shrink-0 text-xs text-slate-500"
                      dateTime={conversation.lastMessage?.createdAt ?? conversation.createdAt}
                    >
                      {formatDateTime(conversation.lastMessage?.createdAt ?? conversation.createdAt)}
                    </time>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
