import { Paperclip } from 'lucide-react';
import type { TicketAttachment, TicketMessage } from '@netlease/shared/tickets';
import { ChatThread } from '@/components/ui/chat-thread';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@netlease/shared/format';

/** /ticket/{id}: a chat-like thread with avatars, the viewer's own messages on the right. */
export function TicketThread({ messages, viewerId }: { messages: TicketMessage[]; viewerId: string }) {
  return (
    <ChatThread
      messages={messages}
      viewerId={viewerId}
      renderAfter={(message, isOwn) =>
        message.attachments.length > 0 && (
          <ul className={cn('flex flex-wrap gap-2', isOwn && 'justify-end')}>
            {message.attachments.map((attachment) => (
              <li key={attachment.id}>
                <AttachmentLink attachment={attachment} />
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}

/** Opens the file through its authorised route in a new tab (the session cookie goes along). */
function AttachmentLink({ attachment }: { attachment: TicketAttachment }) {
  const kb = Math.max(1, Math.round(attachment.sizeBytes / 1024));
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 rounded-lg border border-slate-200 bg-white px-3 py-1 text-xs text-brand-700 hover:border-brand-500 hover:underline"
    >
      <Paperclip className="size-3.5" aria-hidden />
      {attachment.fileName}
      <span className="text-slate-500">({formatCount(kb)} KB)</span>
    </a>
  );
}
