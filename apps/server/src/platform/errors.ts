import { ERROR_CODES, type ErrorCode } from '@netlease/shared/errors';
import { MESSAGES, type Message } from '@netlease/shared/messages';
import { messageFromIssue } from '@netlease/shared/message-catalog';

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

/** The spec message behind a validation issue's text (see `asIssue`). */
export function describeMessage(text: string): Message {
  return messageFromIssue(text) ?? { title: MESSAGES.invalidInput.title, description: text };
}
