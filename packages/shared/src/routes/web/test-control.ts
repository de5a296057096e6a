// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const testControlRoutes = {
  advanceTestClock: {
    operationId: 'advanceTestClock',
    method: 'POST',
    path: '/api/test/clock/advance',
    tag: 'test',
  },
  resetTestRateLimits: {
    operationId: 'resetTestRateLimits',
    method: 'POST',
    path: '/api/test/rate-limits/reset',
    tag: 'test',
  },
  runTestJobs: { operationId: 'runTestJobs', method: 'POST', path: '/api/test/jobs/run', tag: 'test' },
  sendTestNotification: {
    operationId: 'sendTestNotification',
    method: 'POST',
    path: '/api/test/notify',
    tag: 'test',
  },
  startTestSession: {
    operationId: 'startTestSession',
    method: 'POST',
    path: '/api/test/session',
    tag: 'test',
  },
} as unknown as (typeof ROUTE_GROUPS)['testControlRoutes'];
