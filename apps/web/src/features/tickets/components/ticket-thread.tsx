import { useEffect, useRef } from 'react';
import { Paperclip } from 'lucide-react';
import type { TicketAttachment, TicketMessage } from '@netlease/shared/tickets';
import { RoleBadge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { avatarFor } from '@/lib/avatar';
import { formatDateTime } from '@/lib/dates';

/** Spec part 2 /ticket/{id}: a chat-like thread with avatars, the viewer's own messages on the right. */
export function TicketThread({ messages, viewerId }: { messages: TicketMessage[]; viewerId: string }) {
  const list = useRef<HTMLOListElement>(null);
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length]);

  return (
    <ol
      ref={list}
      className="max-h-[60vh] space-y-4 overflow-y-auto p-4"
      tabIndex={0}
      aria-label="Messages"
      aria-live="polite"
    >
      {messages.map((message) => {
        const isOwn = message.sender.id === viewerId;
        return (
          <li
            key={message.id}
            className={cn('flex items-end gap-3', isOwn && 'flex-row-reverse')}
            data-own={isOwn || undefined}
          >
            <img
              src={avatarFor(message.sender)}
              alt={`Avatar of ${message.sender.name}`}
              className="size-9 shrink-0 rounded-full"
            />
            <div className={cn('max-w-[75%] space-y-1', isOwn && 'text-right')}>
              <div className={cn('flex items-center gap-2 text-xs text-slate-500', isOwn && 'justify-end')}>
                <span className="font-medium text-slate-700">{message.sender.name}</span>
                {message.sender.role === 'staff' || message.sender.role === 'admin' ? (
                  <RoleBadge role={message.sender.role} />
                ) : null}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </div>
              <p
                className={cn(
                  'whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-left text-sm',
                  isOwn
                    ? 'rounded-br-sm bg-brand-600 text-white'
                    : 'rounded-bl-sm bg-slate-100 text-slate-800',
                )}
              >
                {message.message}
              </p>
              {message.attachments.length > 0 && (
                <ul className={cn('flex flex-wrap gap-2', isOwn && 'justify-end')}>
                  {message.attachments.map((attachment) => (
                    <li key={attachment.id}>
                      <AttachmentLink attachment={attachment} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ol>
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
      <span className="text-slate-500">({kb.toLocaleString('en-US')} KB)</span>
    </a>
  );
}
