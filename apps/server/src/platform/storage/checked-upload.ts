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
  // Loaded with the first upload, not at start (docs/decisions/278).
  const { fileTypeFromBuffer } = await import('file-type');
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

/** A file as the form sent it: the whole content read, not yet checked. */
export interface ReceivedFile {
  bytes: Buffer;
  /** The name the browser gave (untrusted: shown to people at most, never used as a path). */
  filename: string;
  /** Cut at the server-wide upload limit. */
  truncated: boolean;
  /** The content type the sender claimed (untrusted); kept for files of a list. */
  mimetype?: string;
}

/** A whole multipart form: the first value of each text field, the first chosen file of each file field. */
export interface MultipartForm {
  fields: Partial<Record<string, string>>;
  files: Partial<Record<string, ReceivedFile>>;
  /** Every chosen file of each field named in `lists`, in the order sent. */
  fileLists: Partial<Record<string, ReceivedFile[]>>;
}

/**
 * Reads every part of an upload form, so the route decides on the whole form rather than part by
 * part. Only the named fields are kept; any other part is read and dropped, a file input left empty
 * (no file chosen) counts as absent, and a repeated field keeps its first value. Answers null when
 * the request is not multipart at all. `preservePath` keeps a file name as sent ("../x.pdf"), for
 * routes that check the names they keep.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  form: {
    fields?: readonly string[];
    files: readonly string[];
    preservePath?: boolean;
    /**
     * File fields that keep every file chosen, under this request's own limits: `files` (more is
     * refused with the parser's 413, FST_FILES_LIMIT) and `fileSize` (a larger file is kept cut
     * and marked `truncated`, for the route to refuse with its own message).
     */
    lists?: { fields: readonly string[]; files: number; fileSize: number };
  },
): Promise<MultipartForm | null> {
  if (!request.isMultipart()) return null;
  const received: MultipartForm = { fields: {}, files: {}, fileLists: {} };
  const options = form.lists
    ? {
        preservePath: form.preservePath,
        limits: { files: form.lists.files, fileSize: form.lists.fileSize },
        throwFileSizeLimit: false,
      }
    : { preservePath: form.preservePath };
  for await (const part of readMultipartParts(request, options)) {
    if (part.type === 'field') {
      const wanted = form.fields?.includes(part.fieldname) && received.fields[part.fieldname] === undefined;
      if (wanted && typeof part.value === 'string') received.fields[part.fieldname] = part.value;
      continue;
    }
    const bytes = await readPartBytes(part);
    if (form.lists?.fields.includes(part.fieldname)) {
      if (part.filename === '') continue;
      const list = (received.fileLists[part.fieldname] ??= []);
      list.push({ bytes, filename: part.filename, truncated: part.file.truncated, mimetype: part.mimetype });
      continue;
    }
    const wanted = form.files.includes(part.fieldname) && !received.files[part.fieldname];
    if (wanted && part.filename !== '') {
      received.files[part.fieldname] = { bytes, filename: part.filename, truncated: part.file.truncated };
    }
  }
  return received;
}

/** Accepts a received file only when it is whole, of an allowed kind by its content, and small enough. */
export function checkReceivedFile(
  file: ReceivedFile,
  allowed: readonly UploadKind[],
  maxBytes: number,
): Promise<CheckedFile> {
  if (file.truncated) throw new AppError('payload_too_large', uploadTooLarge(maxBytes));
  return checkUploadedBytes(file.bytes, allowed, maxBytes);
}

/**
 * The parts of a multipart request, for upload routes to loop over. The parser (busboy) rejects a
 * body cut off before its closing boundary or a content type without a boundary with a bare Error:
 * that is the sender's fault, so it becomes a 400 here instead of a 500. Errors that already carry
 * a status (too many files, a file over the server-wide limit) pass through unchanged.
 */
async function* readMultipartParts(
  request: FastifyRequest,
  options?: {
    preservePath?: boolean;
    limits?: { files: number; fileSize: number };
    throwFileSizeLimit?: boolean;
  },
): AsyncGenerator<Multipart> {
  if (!request.isMultipart()) return;
  try {
    for await (const part of request.parts(options)) yield part;
  } catch (error) {
    throw asUploadError(error);
  }
}

/** The bytes of one uploaded part, with the same treatment of a broken body as above. */
async function readPartBytes(part: MultipartFile): Promise<Buffer> {
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
  return new AppError('bad_request', MESSAGES.uploadUnreadable);
}
