import type { FastifyRequest } from 'fastify';
import {
  TICKET_ATTACHMENT_FIELDS,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_MESSAGES,
  attachmentExtension,
  isAcceptableAttachmentName,
  postTicketMessageInputSchema,
} from '@netlease/shared/tickets';
import { AppError } from '../../../platform/errors';
import {
  checkReceivedFile,
  readMultipartForm,
  type CheckedFile,
  type MultipartForm,
  type UploadKind,
} from '../../../platform/storage/checked-upload';

const ATTACHMENT_KINDS: readonly UploadKind[] = ['pdf', 'png', 'jpg'];
const EXTENSION_KINDS: Record<string, UploadKind> = { pdf: 'pdf', png: 'png', jpg: 'jpg', jpeg: 'jpg' };

/**
 * Reads the attach form (multipart: `file`, optional `message`). The name must be a plain file name
 * with an accepted extension, and the content (magic bytes) must be what the extension says.
 */
export async function readTicketAttachmentUpload(request: FastifyRequest) {
  const { file: FILE, message: MESSAGE } = TICKET_ATTACHMENT_FIELDS;
  let form: MultipartForm | null;
  try {
    // preservePath: see the name as sent, so "../../x.pdf" is refused rather than quietly shortened.
    form = await readMultipartForm(request, { fields: [MESSAGE], files: [FILE], preservePath: true });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', TICKET_MESSAGES.attachmentTooLarge);
    }
    throw error;
  }
  const received = form?.files[FILE];
  if (!received) throw new AppError('bad_request', TICKET_MESSAGES.attachmentRequired);
  const fileName = received.filename.normalize('NFC');
  if (!isAcceptableAttachmentName(fileName)) {
    throw new AppError('bad_request', TICKET_MESSAGES.attachmentBadName);
  }
  const expected = EXTENSION_KINDS[attachmentExtension(fileName)];
  if (!expected) throw new AppError('unsupported_media_type', TICKET_MESSAGES.attachmentWrongType);
  let file: CheckedFile;
  try {
    file = await checkReceivedFile(received, ATTACHMENT_KINDS, TICKET_ATTACHMENT_MAX_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.code === 'payload_too_large') {
      throw new AppError('payload_too_large', TICKET_MESSAGES.attachmentTooLarge);
    }
    if (error instanceof AppError && error.code === 'unsupported_media_type') {
      throw new AppError('unsupported_media_type', TICKET_MESSAGES.attachmentContentMismatch);
    }
    throw error;
  }
  if (file.kind !== expected) {
    throw new AppError('unsupported_media_type', TICKET_MESSAGES.attachmentContentMismatch);
  }
  // The message beside a file follows the same contract as a message alone.
  const text = form?.fields[MESSAGE]?.trim();
  return {
    file,
    fileName,
    message: text ? postTicketMessageInputSchema.parse({ message: text }).message : null,
  };
}
