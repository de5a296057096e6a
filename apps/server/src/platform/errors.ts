import { ERROR_CODES, type ErrorCode } from '@netlease/shared/errors';
import { MESSAGES, type Message } from '@netlease/shared/messages';
import { messageFromIssue } from '@netlease/shared/message-catalog';

/** The title of a plain-text message, and the request field a refusal is about. */
export interface AppErrorOptions {
  title?: string;
  /** A dotted path of the request body ('contactPhone', 'details.iban'): see `errorBodySchema`. */
  field?: string;
}

/**
 * The one error type services throw. `title` and `message` are what the user reads (the product
 * message's toast title and description, docs/PRODUCT.md "Errors"); `code` tells the client and the status
 * table what happened; `field`, when the refusal is about one field, lets a form show it beside that field
 * (docs/decisions/140-forms.md).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly title: string;
  readonly userMessage: string;
  readonly field: string | undefined;

  constructor(code: ErrorCode, userMessage: Message | string, options?: string | AppErrorOptions) {
    const text = typeof userMessage === 'string' ? userMessage : userMessage.description;
    super(text);
    const { title, field } =
      typeof options === 'string' ? { title: options, field: undefined } : (options ?? {});
    this.code = code;
    this.title = typeof userMessage === 'string' ? (title ?? userMessage) : userMessage.title;
    this.userMessage = text || this.title;
    this.field = field;
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

/** '<what> not found'; `field` names the request field that pointed at it (an id the form chose). */
export const notFound = (what = 'Item', field?: string) =>
  new AppError(
    'not_found',
    { title: `${what} not found`, description: MESSAGES.notFound.description },
    { field },
  );

/** The product message behind a validation issue's text (see `asIssue`). */
export function describeMessage(text: string): Message {
  return messageFromIssue(text) ?? { title: MESSAGES.invalidInput.title, description: text };
}
