import { TICKET_MESSAGES } from '@netlease/shared/tickets';
import { ticketRoutes } from '@netlease/shared/routes/tickets';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { registerThreadMessageRoute } from '../../../platform/http/thread-message-route';
import { sendPrivateFile } from '../../../platform/http/private-file';
import * as ticketsService from './tickets.service';
import * as triage from './ticket-triage.service';
import * as attachments from './ticket-attachments.service';
import { readTicketAttachmentUpload } from './ticket-attachment-upload';

// Any text: an id that is not a uuid answers 404 'Ticket not found' like a missing ticket.
export function registerTicketsRoutes(app: Api, ctx: AppContext) {
  // The live thread of a ticket is for the same people as the ticket itself.
  ctx.hub.registerTopic('ticket', (user, id) => ticketsService.canViewTicket(ctx.db, user, id));

  serve(app, ticketRoutes.listMyTickets, {
    handler: async (request) => ({
      tickets: await ticketsService.listMyTickets(ctx, requireUser(request).id),
    }),
  });

  serve(app, ticketRoutes.createTicket, {
    handler: async (request, reply) => {
      const ticket = await ticketsService.createTicket(ctx, requireUser(request), request.body);
      return reply.status(201).send({
        ticket,
        ...toMessageReply(TICKET_MESSAGES.ticketCreated),
      });
    },
  });

  serve(app, ticketRoutes.listTicketOrderChoices, {
    handler: async (request) => ({
      orders: await ticketsService.listTicketOrderChoices(ctx, requireUser(request).id),
    }),
  });

  serve(app, ticketRoutes.listTicketAssignees, {
    handler: async () => ({ assignees: await triage.listAssignees(ctx) }),
  });

  serve(app, ticketRoutes.getTicket, {
    handler: async (request) => ticketsService.getTicketDetail(ctx, requireUser(request), request.params.id),
  });

  registerThreadMessageRoute(app, {
    route: ticketRoutes.postTicketMessage,
    post: (sender, id, input) => ticketsService.postTicketMessage(ctx, sender, id, input),
  });

  serve(app, ticketRoutes.attachTicketFile, {
    handler: async (request, reply) => {
      const upload = await readTicketAttachmentUpload(request);
      const message = await attachments.postTicketAttachment(
        ctx,
        requireUser(request),
        request.params.id,
        upload,
      );
      return reply.status(201).send(message);
    },
  });

  serve(app, ticketRoutes.getTicketAttachment, {
    handler: async (request, reply) => {
      const file = await attachments.readTicketAttachment(
        ctx,
        requireUser(request),
        request.params.id,
        request.params.attachmentId,
      );
      const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, '_');
      return sendPrivateFile(reply, {
        mime: file.mime,
        contentDisposition: `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        bytes: file.bytes,
      });
    },
  });

  serve(app, ticketRoutes.changeTicketStatus, {
    handler: async (request) => ({
      ticket: await triage.changeTicketStatus(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.status,
      ),
      ...toMessageReply(TICKET_MESSAGES.ticketUpdated),
    }),
  });

  serve(app, ticketRoutes.assignTicket, {
    handler: async (request) => ({
      ticket: await triage.assignTicket(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.assigneeId,
      ),
      ...toMessageReply(TICKET_MESSAGES.ticketUpdated),
    }),
  });

  serve(app, ticketRoutes.listAdminTickets, {
    handler: async (request) => triage.listTicketQueue(ctx, requireUser(request), request.query, 'newest'),
  });

  serve(app, ticketRoutes.listTicketQueue, {
    handler: async (request) => triage.listTicketQueue(ctx, requireUser(request), request.query, 'queue'),
  });
}
