// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const abuseRoutes = {
  submitAbuseReport: {
    operationId: 'submitAbuseReport',
    method: 'POST',
    path: '/api/abuse/reports',
    tag: 'abuse',
  },
  openAbuseReport: {
    operationId: 'openAbuseReport',
    method: 'POST',
    path: '/api/abuse/reports/open',
    tag: 'abuse',
  },
  sendXarfReport: { operationId: 'sendXarfReport', method: 'POST', path: '/api/abuse/xarf', tag: 'abuse' },
  sendArfReport: { operationId: 'sendArfReport', method: 'POST', path: '/api/abuse/arf', tag: 'abuse' },
  getAbuseRangeHistory: {
    operationId: 'getAbuseRangeHistory',
    method: 'GET',
    path: '/api/abuse/range-history',
    tag: 'abuse',
  },
  listAbuseCases: { operationId: 'listAbuseCases', method: 'GET', path: '/api/abuse/cases', tag: 'abuse' },
  countAbuseCases: {
    operationId: 'countAbuseCases',
    method: 'GET',
    path: '/api/abuse/cases/count',
    tag: 'abuse',
  },
  getAbuseCase: { operationId: 'getAbuseCase', method: 'GET', path: '/api/abuse/cases/:id', tag: 'abuse' },
  getAbuseEvidence: {
    operationId: 'getAbuseEvidence',
    method: 'GET',
    path: '/api/abuse/cases/:id/evidence/:evidenceId',
    tag: 'abuse',
  },
  acknowledgeAbuseCase: {
    operationId: 'acknowledgeAbuseCase',
    method: 'POST',
    path: '/api/abuse/cases/:id/acknowledge',
    tag: 'abuse',
  },
  resolveAbuseCase: {
    operationId: 'resolveAbuseCase',
    method: 'POST',
    path: '/api/abuse/cases/:id/resolve',
    tag: 'abuse',
  },
  disputeAbuseCase: {
    operationId: 'disputeAbuseCase',
    method: 'POST',
    path: '/api/abuse/cases/:id/dispute',
    tag: 'abuse',
  },
  postAbuseCaseMessage: {
    operationId: 'postAbuseCaseMessage',
    method: 'POST',
    path: '/api/abuse/cases/:id/messages',
    tag: 'abuse',
  },
  listAbuseQueue: {
    operationId: 'listAbuseQueue',
    method: 'GET',
    path: '/api/staff/abuse/cases',
    tag: 'abuse',
  },
  acceptAbuseAnswer: {
    operationId: 'acceptAbuseAnswer',
    method: 'POST',
    path: '/api/staff/abuse/cases/:id/accept',
    tag: 'abuse',
  },
  reopenAbuseCase: {
    operationId: 'reopenAbuseCase',
    method: 'POST',
    path: '/api/staff/abuse/cases/:id/reopen',
    tag: 'abuse',
  },
  suspendAbuseLease: {
    operationId: 'suspendAbuseLease',
    method: 'POST',
    path: '/api/staff/abuse/cases/:id/suspend-lease',
    tag: 'abuse',
  },
  liftAbuseSuspension: {
    operationId: 'liftAbuseSuspension',
    method: 'POST',
    path: '/api/staff/abuse/cases/:id/lift-suspension',
    tag: 'abuse',
  },
  endAbuseLease: {
    operationId: 'endAbuseLease',
    method: 'POST',
    path: '/api/staff/abuse/cases/:id/end-lease',
    tag: 'abuse',
  },
  closeAbuseDuplicates: {
    operationId: 'closeAbuseDuplicates',
    method: 'POST',
    path: '/api/staff/abuse/cases/close-duplicates',
    tag: 'abuse',
  },
} as unknown as (typeof ROUTE_GROUPS)['abuseRoutes'];
