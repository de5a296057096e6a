import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_MESSAGES, type TicketMessage } from '@netlease/shared/tickets';
import type { AppContext } from '../../../platform/app-context';
import { ticketAttachments } from '../../../platform/db/schema/support/index';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors';
import type { CheckedFile } from '../../../platform/storage/checked-upload';
import { recordAudit } from '../../../platform/audit';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { toAttachment, type AttachmentRow } from './tickets.queries';
import {
  addTicketMessage,
  canViewTicket,
  isStaff,
  TICKET_RATE_LIMITS,
  ticketNotFound,
} from './tickets.service';

/** Where ticket files are stored (under server-generated keys). */
const ATTACHMENTS_FOLDER = 'ticket-attachments';

/**
 * A message with a file (docs/PRODUCT.md "Support tickets"). The file, already checked by content, is stored
 * under a server-generated key first; if the message cannot be written the stored file is removed again.
 */
export async function postTicketAttachment(
  ctx: AppContext,
  sender: SessionUser,
  ticketId: string,
  upload: { file: CheckedFile; fileName: string; message: string | null },
): Promise<TicketMessage> {
  const text = upload.message ?? upload.fileName;
  if (!isStaff(sender)) {
    await enforceRateLimit(
      ctx.db,
      ctx.clock,
      `tickets:attachment:${sender.id}`,
      TICKET_RATE_LIMITS.attachmentPerAccount,
    );
  }
  if (!(await canViewTicket(ctx.db, sender, ticketId))) throw ticketNotFound();
  if (upload.file.bytes.length > TICKET_ATTACHMENT_MAX_BYTES) {
    throw new AppError('payload_too_large', TICKET_MESSAGES.attachmentTooLarge);
  }
  const key = await ctx.storage.put(ATTACHMENTS_FOLDER, upload.file.kind, upload.file.bytes);
  try {
    return await ctx.db.transaction(async (tx) =>
      addTicketMessage(ctx, tx, sender, ticketId, text, async (messageId) => {
        const [row] = await tx
          .insert(ticketAttachments)
          .values({
            ticketId,
            messageId,
            uploadedBy: sender.id,
            fileName: upload.fileName,
            storageKey: key,
            mime: upload.file.mime as AttachmentRow['mime'],
            sizeBytes: upload.file.bytes.length,
            createdAt: ctx.clock.now(),
          })
          .returning();
        return [toAttachment(row!)];
      }),
    );
  } catch (error) {
    await ctx.storage.remove(key).catch(() => undefined); // the original error is the one to report
    throw error;
  }
}

/** A ticket's file, for the ticket's opener, staff and admins; anyone else gets 404. */
export async function readTicketAttachment(
  ctx: AppContext,
  viewer: SessionUser,
  ticketId: string,
  attachmentId: string,
): Promise<{ bytes: Buffer; mime: string; fileName: string }> {
  const missing = () => new AppError('not_found', TICKET_MESSAGES.attachmentNotFound);
  if (!isUuid(attachmentId) || !(await canViewTicket(ctx.db, viewer, ticketId))) throw missing();
  const [row] = await ctx.db
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticketId, ticketId)));
  if (!row) throw missing();
  const bytes = await ctx.storage.get(row.storageKey);
  if (!bytes) throw missing();
  // Customers' files may hold personal data: every look by someone other than the uploader is recorded.
  if (row.uploadedBy !== viewer.id && isStaff(viewer)) {
    await recordAudit(ctx.db, {
      actorId: viewer.id,
      action: 'ticket.attachment_viewed',
      targetType: 'ticket',
      targetId: ticketId,
      after: { attachmentId },
    });
  }
  return { bytes, mime: row.mime, fileName: row.fileName };
}
