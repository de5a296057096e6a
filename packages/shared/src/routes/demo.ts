import { apiRoute } from '../api-route';
import {
  outboxSchema,
  testClockAdvanceSchema,
  testClockReplySchema,
  testJobsRunReplySchema,
  testNotifySchema,
  testRateLimitsResetReplySchema,
  testSessionReplySchema,
  testSessionSchema,
} from '../demo';
import { notificationSchema } from '../notifications';
import { messageSchema } from '../replies';

/**
 * Demo mode only (docs/decisions/130-demo-mode-safety.md): with it off, these paths do not exist.
 */
export const demoRoutes = {
  resetDemoUsers: apiRoute({
    operationId: 'resetDemoUsers',
    method: 'POST',
    path: '/api/demo/reset-users',
    summary: 'Reset the demo accounts',
    description:
      'For the machine running the demo or an admin of its own (not a public demo account); anyone ' +
      'else is refused.',
    tag: 'demo',
    // Public so the sign-in page's button can ask; the handler decides (local or own admin).
    access: 'public',
    token: 'browser',
    replies: { 200: messageSchema },
  }),
  getDemoOutbox: apiRoute({
    operationId: 'getDemoOutbox',
    method: 'GET',
    path: '/api/demo/outbox',
    summary: 'Read the demo mail this browser may read',
    tag: 'demo',
    access: 'public',
    token: 'browser',
    replies: { 200: outboxSchema },
  }),
};

/**
 * Hooks for the browser tests, registered only when TEST_CONTROL=true (refused in production).
 */
export const testControlRoutes = {
  advanceTestClock: apiRoute({
    operationId: 'advanceTestClock',
    method: 'POST',
    path: '/api/test/clock/advance',
    summary: "Move the server's clock forward",
    tag: 'test',
    access: 'public',
    token: 'browser',
    body: testClockAdvanceSchema,
    replies: { 200: testClockReplySchema },
  }),
  resetTestRateLimits: apiRoute({
    operationId: 'resetTestRateLimits',
    method: 'POST',
    path: '/api/test/rate-limits/reset',
    summary: 'Reset every rate limit',
    tag: 'test',
    access: 'public',
    token: 'browser',
    replies: { 200: testRateLimitsResetReplySchema },
  }),
  runTestJobs: apiRoute({
    operationId: 'runTestJobs',
    method: 'POST',
    path: '/api/test/jobs/run',
    summary: 'Run every scheduled job now',
    tag: 'test',
    access: 'public',
    token: 'browser',
    replies: { 200: testJobsRunReplySchema },
  }),
  sendTestNotification: apiRoute({
    operationId: 'sendTestNotification',
    method: 'POST',
    path: '/api/test/notify',
    summary: 'Notify a user as a feature would',
    tag: 'test',
    access: 'public',
    token: 'browser',
    body: testNotifySchema,
    replies: { 200: notificationSchema },
    // No user of that email.
    errors: [404],
  }),
  startTestSession: apiRoute({
    operationId: 'startTestSession',
    method: 'POST',
    path: '/api/test/session',
    summary: 'Sign this browser in as an existing user',
    tag: 'test',
    access: 'public',
    token: 'browser',
    body: testSessionSchema,
    replies: { 200: testSessionReplySchema },
    // No user of that email, or one who may not sign in (suspended).
    errors: [404],
  }),
};
