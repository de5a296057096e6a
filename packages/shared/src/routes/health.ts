import { apiRoute } from '../api-route';
import { healthSchema, publicConfigSchema, readinessSchema } from '../replies';

/** Whether the server answers and is ready, and the facts the web app reads before anything else. */
export const healthRoutes = {
  getHealth: apiRoute({
    operationId: 'getHealth',
    method: 'GET',
    path: '/api/health',
    summary: 'Check that the process answers (liveness)',
    tag: 'health',
    access: 'public',
    token: 'read',
    replies: { 200: healthSchema },
  }),
  getReadiness: apiRoute({
    operationId: 'getReadiness',
    method: 'GET',
    path: '/api/ready',
    summary: 'Check that the server is ready: database, migrations and live events',
    description:
      'Answers 200 when ready, 503 otherwise. Which check failed, and which migrations are missing, ' +
      'is told only to the operators (the machine itself or the metrics token as Bearer); anyone ' +
      'else reads the status alone.',
    tag: 'health',
    access: 'public',
    token: 'read',
    replies: { 200: readinessSchema, 503: readinessSchema },
  }),
  getPublicConfig: apiRoute({
    operationId: 'getPublicConfig',
    method: 'GET',
    path: '/api/config',
    summary: 'Read whether demo mode is on and who takes card payments',
    tag: 'health',
    access: 'public',
    token: 'read',
    replies: { 200: publicConfigSchema },
  }),
};
