import { fileTypeFromBuffer } from 'file-type';
import type { MultipartFile } from '@fastify/multipart';
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
  if (bytes.length === 0) throw new AppError('bad_request', 'The file is empty.', 'Upload Failed');
  if (bytes.length > maxBytes) {
    throw new AppError(
      'payload_too_large',
      `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
      'Upload Failed',
    );
  }
  const detected = await fileTypeFromBuffer(bytes);
  const kind = (Object.keys(UPLOAD_KINDS) as UploadKind[]).find(
    (candidate) => allowed.includes(candidate) && UPLOAD_KINDS[candidate].mime === detected?.mime,
  );
  if (!kind) {
    const labels = allowed.map((candidate) => UPLOAD_KINDS[candidate].label).join(', ');
    throw new AppError('unsupported_media_type', `Only ${labels} files are accepted.`, 'Upload Failed');
  }
  return { bytes, kind, mime: UPLOAD_KINDS[kind].mime };
}

export async function readMultipartFile(
  file: MultipartFile,
  allowed: readonly UploadKind[],
  maxBytes: number,
): Promise<CheckedFile> {
  const bytes = await file.toBuffer();
  if (file.file.truncated) {
    throw new AppError(
      'payload_too_large',
      `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
      'Upload Failed',
    );
  }
  return checkUploadedBytes(bytes, allowed, maxBytes);
}
