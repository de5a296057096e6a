import type { Dispatch, KeyboardEvent, ReactNode, SetStateAction } from 'react';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { toast } from '@/lib/toast';

/**
 * The message box under a ChatThread (tickets, conversations): Enter sends, Shift+Enter makes a new
 * line; a blank message is not sent. The text is the caller's, so an attachment can carry it too.
 */
export function ChatComposer({
  text,
  onTextChange,
  post,
  sendFailedTitle,
  refusal,
  disabled,
  placeholder = 'Type your message...',
  tools,
  footer,
}: {
  text: string;
  onTextChange: Dispatch<SetStateAction<string>>;
  /**
   * The mutation that posts the trimmed message. The box is emptied as the message is handed over
   * (its live event may show it in the thread before the answer comes) and gets it back if it fails.
   */
  post: {
    mutateAsync: (message: string) => Promise<unknown>;
    isPending: boolean;
  };
  sendFailedTitle: string;
  /** Why the typed message cannot be sent (too long): Send is disabled and Enter shows it. */
  refusal?: { title: string; description: string } | null;
  disabled?: boolean;
  placeholder?: string;
  /** Buttons before the text box, such as Attach a file. */
  tools?: ReactNode;
  footer: ReactNode;
}) {
  const send = async () => {
    const message = text.trim();
    if (!message || post.isPending) return;
    if (refusal) {
      toast.error(refusal.title, refusal.description);
      return;
    }
    onTextChange('');
    try {
      await post.mutateAsync(message);
    } catch (error) {
      restoreUnsent(onTextChange, message);
      toast.fromError(error, sendFailedTitle);
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
        {tools}
        <Textarea
          aria-label="Message"
          name="message"
          placeholder={placeholder}
          className="min-h-11 flex-1 resize-none"
          rows={2}
          value={text}
          disabled={disabled}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          aria-label="Send"
          disabled={disabled || !text.trim() || Boolean(refusal)}
          isLoading={post.isPending}
        >
          <Send className="size-4" />
        </Button>
      </div>
      {footer}
    </form>
  );
}

/** Puts a message that could not be sent back in its box, unless something new was typed meanwhile. */
export function restoreUnsent(setText: Dispatch<SetStateAction<string>>, message: string) {
  setText((current) => (current ? current : message));
}
