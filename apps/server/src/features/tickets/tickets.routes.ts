import { z } from 'zod';
import {
  TICKET_MESSAGES,
  adminTicketsPageSchema,
  adminTicketsQuerySchema,
  assignTicketInputSchema,
  assigneeSchema,
  changeTicketStatusInputSchema,
  createTicketInputSchema,
  postTicketMessageInputSchema,
  staffTicketSchema,
  ticketDetailSchema,
  ticketMessageSchema,
  ticketOrderChoiceSchema,
  ticketSummarySchema,
} from '@netlease/shared/tickets';
import type { AppContext } from '../../app-context';
import type { Api } from '../../platform/http/types';
import { errorResponses } from '../../platform/http/responses';
import { requireUser } from '../../platform/auth/auth-plugin';
import * as ticketsService from './tickets.service';

// Any text: an id that is not a uuid answers 404 'Ticket not found' like a missing ticket.
const ticketParams = z.object({ id: z.string().max(64) });
const updatedTicketSchema = z.object({ ticket: staffTicketSchema, title: z.string(), message: z.string() });

export function registerTicketsRoutes(app: Api, ctx: AppContext) {
  // The live thread of a ticket is for the same people as the ticket itself.
  ctx.hub.registerTopic('ticket', (user, id) => ticketsService.canViewTicket(ctx.db, user, id));

  app.get(
    '/api/tickets',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        response: { 200: z.object({ tickets: z.array(ticketSummarySchema) }), ...errorResponses },
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
          201: z.object({ ticket: ticketSummarySchema, title: z.string(), message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const ticket = await ticketsService.createTicket(ctx, requireUser(request), request.body);
      return reply.status(201).send({
        ticket,
        title: TICKET_MESSAGES.ticketCreated.title,
        message: TICKET_MESSAGES.ticketCreated.description,
      });
    },
  );

  app.get(
    '/api/tickets/order-choices',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        response: { 200: z.object({ orders: z.array(ticketOrderChoiceSchema) }), ...errorResponses },
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
        response: { 200: z.object({ assignees: z.array(assigneeSchema) }), ...errorResponses },
      },
    },
    async () => ({ assignees: await ticketsService.listAssignees(ctx) }),
  );

  app.get(
    '/api/tickets/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        params: ticketParams,
        response: { 200: ticketDetailSchema, ...errorResponses },
      },
    },
    async (request) => ticketsService.getTicketDetail(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/api/tickets/:id/messages',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        params: ticketParams,
        body: postTicketMessageInputSchema,
        response: { 201: ticketMessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const message = await ticketsService.postTicketMessage(
        ctx,
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(message);
    },
  );

  app.put(
    '/api/tickets/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['tickets'],
        params: ticketParams,
        body: changeTicketStatusInputSchema,
        response: { 200: updatedTicketSchema, ...errorResponses },
      },
    },
    async (request) => ({
      ticket: await ticketsService.changeTicketStatus(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.status,
      ),
      title: TICKET_MESSAGES.ticketUpdated.title,
      message: TICKET_MESSAGES.ticketUpdated.description,
    }),
  );

  app.put(
    '/api/tickets/:id/assignee',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['tickets'],
        params: ticketParams,
        body: assignTicketInputSchema,
        response: { 200: updatedTicketSchema, ...errorResponses },
      },
    },
    async (request) => ({
      ticket: await ticketsService.assignTicket(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.assigneeId,
      ),
      title: TICKET_MESSAGES.ticketUpdated.title,
      message: TICKET_MESSAGES.ticketUpdated.description,
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
    async (request) => ticketsService.listAllTickets(ctx, request.query),
  );
}
