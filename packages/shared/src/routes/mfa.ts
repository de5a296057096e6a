import { apiRoute } from '../api-route';
import {
  mfaCodeInputSchema,
  mfaEnabledSchema,
  mfaEnrollmentSchema,
  mfaStatusSchema,
  mfaVerifiedSchema,
} from '../mfa';
import { messageSchema } from '../replies';

/** The second factor (TOTP and recovery codes): set up, turned off and asked at sign-in. */
export const mfaRoutes = {
  getMfaStatus: apiRoute({
    operationId: 'getMfaStatus',
    method: 'GET',
    path: '/api/mfa',
    summary: "Read whether the caller's second factor is on",
    tag: 'mfa',
    access: 'user',
    token: 'browser',
    replies: { 200: mfaStatusSchema },
  }),
  startMfaEnrollment: apiRoute({
    operationId: 'startMfaEnrollment',
    method: 'POST',
    path: '/api/mfa/enroll',
    summary: 'Start setting up a second factor: a new secret, as a QR image and text',
    tag: 'mfa',
    access: 'user',
    token: 'browser',
    replies: { 200: mfaEnrollmentSchema },
    errors: [409],
  }),
  confirmMfaEnrollment: apiRoute({
    operationId: 'confirmMfaEnrollment',
    method: 'POST',
    path: '/api/mfa/confirm',
    summary: 'Turn the second factor on with a code from the new secret',
    tag: 'mfa',
    access: 'user',
    token: 'browser',
    body: mfaCodeInputSchema,
    replies: { 200: mfaEnabledSchema },
    errors: [409],
  }),
  disableMfa: apiRoute({
    operationId: 'disableMfa',
    method: 'POST',
    path: '/api/mfa/disable',
    summary: 'Turn the second factor off with a code',
    tag: 'mfa',
    access: 'user',
    token: 'browser',
    body: mfaCodeInputSchema,
    replies: { 200: messageSchema },
  }),
  verifyMfaSignIn: apiRoute({
    operationId: 'verifyMfaSignIn',
    method: 'POST',
    path: '/api/auth/mfa/verify',
    summary: 'Finish signing in with a second-factor or recovery code',
    description: 'The second step of sign-in: only a session still waiting for its code may call it.',
    tag: 'auth',
    access: 'pending-mfa',
    token: 'browser',
    body: mfaCodeInputSchema,
    replies: { 200: mfaVerifiedSchema },
  }),
};
