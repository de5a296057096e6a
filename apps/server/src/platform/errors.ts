import { ERROR_CODES, type ErrorCode } from '@netlease/shared/errors';
import { MESSAGES, type Message } from '@netlease/shared/messages';
import { findMessageByTitle } from '@netlease/shared/message-catalog';

/**
 * The one error type services throw. `title` and `message` are what the user reads (the spec's
 * toast title and description); `code` tells the client and the status table what happened.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly title: string;
  readonly userMessage: string;

  constructor(code: ErrorCode, userMessage: Message | string, title?: string) {
    const text = typeof userMessage === 'string' ? userMessage : userMessage.description;
    super(text);
    this.code = code;
    this.title = typeof userMessage === 'string' ? (title ?? userMessage) : userMessage.title;
    this.userMessage = text || this.title;
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

export const notFound = (what = 'Item') =>
  new AppError('not_found', { title: `${what} not found`, description: MESSAGES.notFound.description });

/** Finds the spec's description for a validation message that carries only the title. */
export function describeMessage(title: string): Message {
  return findMessageByTitle(title) ?? { title: MESSAGES.invalidInput.title, description: title };
}
