import { useState, type KeyboardEvent } from 'react';
import { Paperclip, Send } from 'lucide-react';
import { TICKET_MESSAGES } from '@netlease/shared/tickets';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { usePostTicketMessage } from '../api/post-ticket-message';

/** Enter sends, Shift+Enter makes a new line; a blank message is not sent (spec part 2 §5). */
export function MessageComposer({ ticketId, disabled }: { ticketId: string; disabled?: boolean }) {
  const [text, setText] = useState('');
  const post = usePostTicketMessage(ticketId);

  const send = async () => {
    const message = text.trim();
    if (!message || post.isPending) return;
    try {
      await post.mutateAsync(message);
      setText('');
    } catch (error) {
      toast.fromError(error, TICKET_MESSAGES.messageSendFailed.title);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Button
        variant="ghost"
        aria-label="Attach a file"
        onClick={() =>
          toast.info(
            TICKET_MESSAGES.attachmentsComingSoon.title,
            TICKET_MESSAGES.attachmentsComingSoon.description,
          )
        }
      >
        <Paperclip className="size-5" />
      </Button>
      <Textarea
        aria-label="Message"
        placeholder={disabled ? 'This ticket is closed.' : 'Type your message...'}
        className="min-h-11 flex-1 resize-none"
        rows={2}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" aria-label="Send" disabled={disabled || !text.trim()} isLoading={post.isPending}>
        <Send className="size-4" />
      </Button>
    </form>
  );
}
