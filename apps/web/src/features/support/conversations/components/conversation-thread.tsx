import type { ConversationMessage } from '@netlease/shared/conversations';
import { ChatThread } from '@/components/ui/chat-thread';

/** A conversation's messages, shown like a ticket's thread. */
export function ConversationThread({
  messages,
  viewerId,
}: {
  messages: ConversationMessage[];
  viewerId: string;
}) {
  if (messages.length === 0) {
    return (
      <p className="p-6 text-center text-sm text-slate-500">
        No messages yet. Ask the provider anything about this listing.
      </p>
    );
  }
  return <ChatThread messages={messages} viewerId={viewerId} />;
}
