import { useState, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { CONVERSATION_MESSAGES, CONVERSATION_MESSAGE_MAX } from '@netlease/shared/conversations';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { usePostConversationMessage } from '../api/post-conversation-message';

/** Enter sends, Shift+Enter makes a new line; blank or over-long messages are not sent. */
export function ConversationComposer({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const post = usePostConversationMessage(conversationId);
  const isTooLong = text.trim().length > CONVERSATION_MESSAGE_MAX;

  const send = async () => {
    const message = text.trim();
    if (!message || post.isPending) return;
    if (isTooLong) {
      toast.error(
        CONVERSATION_MESSAGES.messageTooLong.title,
        CONVERSATION_MESSAGES.messageTooLong.description,
      );
      return;
    }
    try {
      await post.mutateAsync(message);
      setText('');
    } catch (error) {
      toast.fromError(error, CONVERSATION_MESSAGES.messageSendFailed.title);
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
      className="border-t border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          aria-label="Message"
          placeholder="Type your message..."
          className="min-h-11 flex-1 resize-none"
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          aria-label="Send"
          disabled={!text.trim() || isTooLong}
          isLoading={post.isPending}
        >
          <Send className="size-4" />
        </Button>
      </div>
      <p className={isTooLong ? 'mt-1 text-xs text-red-700' : 'mt-1 text-xs text-slate-500'}>
        {text.trim().length.toLocaleString('en-US')} / {CONVERSATION_MESSAGE_MAX.toLocaleString('en-US')}{' '}
        characters
      </p>
    </form>
  );
}
