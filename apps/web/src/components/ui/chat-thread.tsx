import { useEffect, useRef, type ReactNode } from 'react';
import type { Role } from '@netlease/shared/roles';
import { RoleBadge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { Avatar } from './avatar';
import { formatDateTime } from '@/lib/dates';

export interface ChatMessage {
  id: string;
  message: string;
  createdAt: string;
  sender: { id: string; name: string; avatarUrl: string | null; role?: Role };
}

/**
 * A chat-like thread (tickets, conversations): avatars, the viewer's own messages on the right,
 * staff and admins marked with their role, the newest message kept in view.
 */
export function ChatThread<M extends ChatMessage>({
  messages,
  viewerId,
  renderAfter,
}: {
  messages: M[];
  viewerId: string;
  /** Shown under a message's text, such as its attachments. */
  renderAfter?: (message: M, isOwn: boolean) => ReactNode;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length]);

  return (
    <ol
      ref={list}
      className="max-h-[60vh] space-y-4 overflow-y-auto p-4"
      // Focusable so keyboard users can scroll a long thread.
      tabIndex={0}
      aria-label="Messages"
      aria-live="polite"
    >
      {messages.map((message) => {
        const isOwn = message.sender.id === viewerId;
        const role = message.sender.role;
        return (
          <li
            key={message.id}
            className={cn('flex items-end gap-3', isOwn && 'flex-row-reverse')}
            data-own={isOwn || undefined}
          >
            <Avatar user={message.sender} alt={`Avatar of ${message.sender.name}`} className="size-9" />
            <div className={cn('max-w-[75%] space-y-1', isOwn && 'text-right')}>
              <div className={cn('flex items-center gap-2 text-xs text-slate-500', isOwn && 'justify-end')}>
                <span className="font-medium text-slate-700">{message.sender.name}</span>
                {role === 'staff' || role === 'admin' ? <RoleBadge role={role} /> : null}
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
              {renderAfter?.(message, isOwn)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
