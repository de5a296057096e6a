import type { Message } from '@netlease/shared/messages';
import type { MessageReply } from '@netlease/shared/replies';

/**
 * The toast a change answers with (`{ title, message }`, docs/ARCHITECTURE.md "Contracts"): a shared
 * Message's title and description. A reply that carries an object beside its toast spreads it in.
 */
export const toMessageReply = (message: Message): MessageReply => ({
  title: message.title,
  message: message.description,
});
