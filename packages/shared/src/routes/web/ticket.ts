// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const ticketRoutes = {
  listMyTickets: { operationId: 'listMyTickets', method: 'GET', path: '/api/tickets', tag: 'tickets' },
  createTicket: { operationId: 'createTicket', method: 'POST', path: '/api/tickets', tag: 'tickets' },
  listTicketOrderChoices: {
    operationId: 'listTicketOrderChoices',
    method: 'GET',
    path: '/api/tickets/order-choices',
    tag: 'tickets',
  },
  listTicketAssignees: {
    operationId: 'listTicketAssignees',
    method: 'GET',
    path: '/api/tickets/assignees',
    tag: 'tickets',
  },
  getTicket: { operationId: 'getTicket', method: 'GET', path: '/api/tickets/:id', tag: 'tickets' },
  postTicketMessage: {
    operationId: 'postTicketMessage',
    method: 'POST',
    path: '/api/tickets/:id/messages',
    tag: 'tickets',
  },
  attachTicketFile: {
    operationId: 'attachTicketFile',
    method: 'POST',
    path: '/api/tickets/:id/attachments',
    tag: 'tickets',
  },
  getTicketAttachment: {
    operationId: 'getTicketAttachment',
    method: 'GET',
    path: '/api/tickets/:id/attachments/:attachmentId',
    tag: 'tickets',
  },
  changeTicketStatus: {
    operationId: 'changeTicketStatus',
    method: 'PUT',
    path: '/api/tickets/:id/status',
    tag: 'tickets',
  },
  assignTicket: {
    operationId: 'assignTicket',
    method: 'PUT',
    path: '/api/tickets/:id/assignee',
    tag: 'tickets',
  },
  listAdminTickets: {
    operationId: 'listAdminTickets',
    method: 'GET',
    path: '/api/admin/tickets',
    tag: 'tickets',
  },
  listTicketQueue: {
    operationId: 'listTicketQueue',
    method: 'GET',
    path: '/api/staff/tickets',
    tag: 'tickets',
  },
} as unknown as (typeof ROUTE_GROUPS)['ticketRoutes'];
