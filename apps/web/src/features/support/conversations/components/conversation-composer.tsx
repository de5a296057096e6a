import { useState } from 'react';
import { CONVERSATION_MESSAGES, CONVERSATION_MESSAGE_MAX } from '@netlease/shared/conversations-constants';
import { ChatComposer } from '@/components/ui/chat-composer';
import { usePostConversationMessage } from '../api/post-conversation-message';
import { formatCount } from '@netlease/shared/format';

/** Enter sends, Shift+Enter makes a new line; blank or over-long messages are not sent. */
export function ConversationComposer({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const post = usePostConversationMessage(conversationId);
  const isTooLong = text.trim().length > CONVERSATION_MESSAGE_MAX;

  return (
    <ChatComposer
      text={text}
      onTextChange={setText}
      post={post}
      sendFailedTitle={CONVERSATION_MESSAGES.messageSendFailed.title}
      refusal={isTooLong ? CONVERSATION_MESSAGES.messageTooLong : null}
      footer={
        <p className={isTooLong ? 'mt-1 text-xs text-red-700' : 'mt-1 text-xs text-slate-500'}>
          {formatCount(text.trim().length)} / {formatCount(CONVERSATION_MESSAGE_MAX)} characters
        </p>
      }
    />
  );
}
