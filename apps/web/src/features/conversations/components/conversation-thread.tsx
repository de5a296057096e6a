import { useEffect, useRef } from 'react';
import type { ConversationMessage } from '@netlease/shared/conversations';
import { cn } from '@/components/ui/cn';
import { avatarFor } from '@/lib/avatar';
import { formatDateTime } from '@/lib/dates';

/** A chat-like thread like a ticket's: avatars, the viewer's own messages on the right. */
export function ConversationThread({
  messages,
  viewerId,
}: {
  messages: ConversationMessage[];
  viewerId: string;
}) {
  const list = useRef<HTMLOListElement>(null);
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length]);

  if (messages.length === 0) {
    return (
      <p className="p-6 text-center text-sm text-slate-500">
        No messages yet. Ask the provider anything about this listing.
      </p>
    );
  }
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
            </div>
          </li>
        );
      })}
    </ol>
  );
}
