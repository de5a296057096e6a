import { fileTypeFromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { MESSAGES, uploadTooLarge, uploadWrongKind } from '@netlease/shared/messages';
import { AppError } from '../errors';

export const UPLOAD_KINDS = {
  pdf: { mime: 'application/pdf', label: 'PDF' },
  png: { mime: 'image/png', label: 'PNG' },
  jpg: { mime: 'image/jpeg', label: 'JPEG' },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

export interface CheckedFile {
  bytes: Buffer;
  kind: UploadKind;
  mime: string;
}

/**
 * Reads an uploaded file and accepts it only when its content (magic bytes, not its name or the
 * browser's content type) is one of `allowed`, and it is no larger than `maxBytes`.
 */
export async function checkUploadedBytes(
  bytes: Buffer,
  allowed: readonly UploadKind[],
  maxBytes: number,
): Promise<CheckedFile> {
  if (bytes.length === 0) throw new AppError('bad_request', MESSAGES.uploadEmpty);
  if (bytes.length > maxBytes) throw new AppError('payload_too_large', uploadTooLarge(maxBytes));
  const detected = await fileTypeFromBuffer(bytes);
  const kind = (Object.keys(UPLOAD_KINDS) as UploadKind[]).find(
    (candidate) => allowed.includes(candidate) && UPLOAD_KINDS[candidate].mime === detected?.mime,
  );
  if (!kind) {
    const labels = allowed.map((candidate) => UPLOAD_KINDS[candidate].label);
    throw new AppError('unsupported_media_type', uploadWrongKind(labels));
  }
  return { bytes, kind, mime: UPLOAD_KINDS[kind].mime };
}

export async function readMultipartFile(
  file: MultipartFile,
  allowed: readonly UploadKind[],
  maxBytes: number,
): Promise<CheckedFile> {
  const bytes = await readPartBytes(file);
  if (file.file.truncated) {
    throw new AppError(
      'payload_too_large',
      `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
      'Upload Failed',
    );
  }
  return checkUploadedBytes(bytes, allowed, maxBytes);
}

/**
 * The parts of a multipart request, for upload routes to loop over. The parser (busboy) rejects a
 * body cut off before its closing boundary or a content type without a boundary with a bare Error:
 * that is the sender's fault, so it becomes a 400 here instead of a 500. Errors that already carry
 * a status (too many files, a file over the server-wide limit) pass through unchanged.
 */
export async function* readMultipartParts(
  request: FastifyRequest,
  options?: { preservePath?: boolean },
): AsyncGenerator<Multipart> {
  if (!request.isMultipart()) return;
  try {
    for await (const part of request.parts(options)) yield part;
  } catch (error) {
    throw asUploadError(error);
  }
}

/** The bytes of one uploaded part, with the same treatment of a broken body as above. */
export async function readPartBytes(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw asUploadError(error);
  }
}

function asUploadError(error: unknown): unknown {
  if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') {
    return error;
  }
  return new AppError(
    'bad_request',
    'The upload could not be read. Please choose the file again.',
    'Upload Failed',
  );
}
