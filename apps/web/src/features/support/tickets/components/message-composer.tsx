import { useRef, useState, type ChangeEvent } from 'react';
import { Paperclip } from 'lucide-react';
import {
  TICKET_ATTACHMENT_ACCEPT,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_MAX_LABEL,
  TICKET_MESSAGES,
} from '@netlease/shared/tickets-constants';
import { Button } from '@/components/ui/button';
import { ChatComposer, restoreUnsent } from '@/components/ui/chat-composer';
import { toast } from '@/lib/toast';
import { usePostTicketMessage } from '../api/post-ticket-message';
import { useAttachTicketFile } from '../api/attach-ticket-file';

/**
 * Enter sends, Shift+Enter makes a new line; a blank message is not sent (docs/PRODUCT.md "Support tickets").
 */
export function MessageComposer({ ticketId, disabled }: { ticketId: string; disabled?: boolean }) {
  const [text, setText] = useState('');
  const post = usePostTicketMessage(ticketId);
  const attach = useAttachTicketFile(ticketId);
  const fileInput = useRef<HTMLInputElement>(null);

  // Sends the chosen file with whatever text is typed; the server checks the content itself.
  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || attach.isPending) return;
    if (file.size > TICKET_ATTACHMENT_MAX_BYTES) {
      toast.error(TICKET_MESSAGES.attachmentTooLarge.title, TICKET_MESSAGES.attachmentTooLarge.description);
      return;
    }
    // The text goes with the file: out of the box now, back in it if the upload fails (as ChatComposer).
    const message = text.trim();
    setText('');
    try {
      await attach.mutateAsync({ file, message });
    } catch (error) {
      restoreUnsent(setText, message);
      toast.fromError(error, TICKET_MESSAGES.attachmentUploadFailed.title);
    }
  };

  return (
    <ChatComposer
      text={text}
      onTextChange={setText}
      post={post}
      sendFailedTitle={TICKET_MESSAGES.messageSendFailed.title}
      disabled={disabled}
      placeholder={disabled ? 'This ticket is closed.' : undefined}
      tools={
        <>
          <input
            ref={fileInput}
            type="file"
            name="attachment"
            accept={TICKET_ATTACHMENT_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Attachment file"
            disabled={disabled}
            onChange={(event) => void onFileChosen(event)}
          />
          <Button
            variant="ghost"
            aria-label="Attach a file"
            disabled={disabled}
            isLoading={attach.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <Paperclip className="size-5" />
          </Button>
        </>
      }
      footer={
        <p className="mt-1 text-xs text-slate-500">
          Attach a PDF, PNG or JPEG file up to {TICKET_ATTACHMENT_MAX_LABEL}.
        </p>
      }
    />
  );
}
