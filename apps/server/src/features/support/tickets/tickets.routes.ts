import {
  TICKET_ATTACHMENT_FIELDS,
  TICKET_MESSAGES,
  adminTicketsPageSchema,
  adminTicketsQuerySchema,
  assignTicketInputSchema,
  changeTicketStatusInputSchema,
  createTicketInputSchema,
  postTicketMessageInputSchema,
  ticketDetailSchema,
  ticketMessageSchema,
  ticketQueuePageSchema,
  ticketQueueQuerySchema,
  ticketListSchema,
  ticketCreatedSchema,
  ticketOrderChoiceListSchema,
  assigneeListSchema,
  updatedTicketSchema,
  ticketAttachmentParamsSchema,
} from '@netlease/shared/tickets';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { registerThreadMessageRoute } from '../../../platform/http/thread-message-route';
import { sendPrivateFile } from '../../../platform/http/private-file';
import * as ticketsService from './tickets.service';
import * as triage from './ticket-triage.service';
import * as attachments from './ticket-attachments.service';
import { readTicketAttachmentUpload } from './ticket-attachment-upload';
import { textIdParamsSchema } from '@netlease/shared/query-params';

// Any text: an id that is not a uuid answers 404 'Ticket not found' like a missing ticket.
export function registerTicketsRoutes(app: Api, ctx: AppContext) {
  // The live thread of a ticket is for the same people as the ticket itself.
  ctx.hub.registerTopic('ticket', (user, id) => ticketsService.canViewTicket(ctx.db, user, id));

  app.get(
    '/api/tickets',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        response: { 200: ticketListSchema, ...errorResponses },
      },
    },
    async (request) => ({ tickets: await ticketsService.listMyTickets(ctx, requireUser(request).id) }),
  );

  app.post(
    '/api/tickets',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        body: createTicketInputSchema,
        response: {
          201: ticketCreatedSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const ticket = await ticketsService.createTicket(ctx, requireUser(request), request.body);
      return reply.status(201).send({
        ticket,
        ...toMessageReply(TICKET_MESSAGES.ticketCreated),
      });
    },
  );

  app.get(
    '/api/tickets/order-choices',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        response: { 200: ticketOrderChoiceListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      orders: await ticketsService.listTicketOrderChoices(ctx, requireUser(request).id),
    }),
  );

  app.get(
    '/api/tickets/assignees',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['tickets'],
        response: { 200: assigneeListSchema, ...errorResponses },
      },
    },
    async () => ({ assignees: await triage.listAssignees(ctx) }),
  );

  app.get(
    '/api/tickets/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        params: textIdParamsSchema,
        response: { 200: ticketDetailSchema, ...errorResponses },
      },
    },
    async (request) => ticketsService.getTicketDetail(ctx, requireUser(request), request.params.id),
  );

  registerThreadMessageRoute(app, {
    url: '/api/tickets/:id/messages',
    tag: 'tickets',
    body: postTicketMessageInputSchema,
    reply: ticketMessageSchema,
    post: (sender, id, input) => ticketsService.postTicketMessage(ctx, sender, id, input),
  });

  app.post(
    '/api/tickets/:id/attachments',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        consumes: ['multipart/form-data'],
        description: `Multipart form: ${TICKET_ATTACHMENT_FIELDS.file} (PDF, PNG or JPEG, at most 5 MB) and an optional ${TICKET_ATTACHMENT_FIELDS.message}.`,
        params: textIdParamsSchema,
        response: { 201: ticketMessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const upload = await readTicketAttachmentUpload(request);
      const message = await attachments.postTicketAttachment(
        ctx,
        requireUser(request),
        request.params.id,
        upload,
      );
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/api/tickets/:id/attachments/:attachmentId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        description: "A ticket's file, for the ticket's opener and for staff and admins only.",
        params: ticketAttachmentParamsSchema,
        // No response schema: the body is the file itself (PDF, PNG or JPEG).
      },
    },
    async (request, reply) => {
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
  );

  app.put(
    '/api/tickets/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['tickets'],
        params: textIdParamsSchema,
        body: changeTicketStatusInputSchema,
        response: { 200: updatedTicketSchema, ...errorResponses },
      },
    },
    async (request) => ({
      ticket: await triage.changeTicketStatus(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.status,
      ),
      ...toMessageReply(TICKET_MESSAGES.ticketUpdated),
    }),
  );

  app.put(
    '/api/tickets/:id/assignee',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['tickets'],
        params: textIdParamsSchema,
        body: assignTicketInputSchema,
        response: { 200: updatedTicketSchema, ...errorResponses },
      },
    },
    async (request) => ({
      ticket: await triage.assignTicket(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.assigneeId,
      ),
      ...toMessageReply(TICKET_MESSAGES.ticketUpdated),
    }),
  );

  app.get(
    '/api/admin/tickets',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['tickets', 'admin'],
        querystring: adminTicketsQuerySchema,
        response: { 200: adminTicketsPageSchema, ...errorResponses },
      },
    },
    async (request) => triage.listTicketQueue(ctx, requireUser(request), request.query, 'newest'),
  );

  app.get(
    '/api/staff/tickets',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['tickets', 'staff'],
        description: 'The support queue: urgent first, then the ticket waiting longest.',
        querystring: ticketQueueQuerySchema,
        response: { 200: ticketQueuePageSchema, ...errorResponses },
      },
    },
    async (request) => triage.listTicketQueue(ctx, requireUser(request), request.query, 'queue'),
  );
}
