import { apiRoute } from '../api-route';
import {
  KYC_UPLOAD_FIELDS,
  kycDocumentParamsSchema,
  kycReviewInputSchema,
  kycStateSchema,
  kycSubmitResultSchema,
  pendingKycListSchema,
} from '../kyc';
import { textIdParamsSchema } from '../query-params';
import { messageSchema } from '../replies';

export const kycRoutes = {
  getKycState: apiRoute({
    operationId: 'getKycState',
    method: 'GET',
    path: '/api/kyc',
    summary: "Read the caller's identity verification state",
    tag: 'kyc',
    access: 'user',
    token: 'browser',
    replies: { 200: kycStateSchema },
  }),
  submitKyc: apiRoute({
    operationId: 'submitKyc',
    method: 'POST',
    path: '/api/kyc',
    summary: 'Send identity documents for verification',
    description: `Multipart form: ${KYC_UPLOAD_FIELDS.id} (required) and ${KYC_UPLOAD_FIELDS.business} (optional), PDF, JPEG or PNG, at most 5 MB each; ${KYC_UPLOAD_FIELDS.country} (required), the ISO 3166-1 alpha-2 code of the country the applicant lives in.`,
    tag: 'kyc',
    access: 'user',
    token: 'browser',
    body: {
      multipart: {
        [KYC_UPLOAD_FIELDS.id]: {
          file: true,
          description: 'Proof of identity: PDF, JPEG or PNG, at most 5 MB.',
        },
        [KYC_UPLOAD_FIELDS.business]: {
          file: true,
          description: 'A business document (optional): PDF, JPEG or PNG, at most 5 MB.',
        },
        [KYC_UPLOAD_FIELDS.country]: {
          description: 'The ISO 3166-1 alpha-2 code of the country the applicant lives in.',
        },
      },
      required: [KYC_UPLOAD_FIELDS.id, KYC_UPLOAD_FIELDS.country],
    },
    replies: { 201: kycSubmitResultSchema },
    // Already pending or verified; a file too large or not a PDF, JPEG or PNG.
    errors: [409, 413, 415],
  }),
  getKycDocument: apiRoute({
    operationId: 'getKycDocument',
    method: 'GET',
    path: '/api/kyc/verifications/:id/documents/:kind',
    summary: 'Read a document sent for identity verification',
    description: 'A KYC document, for its owner and for staff and admins only.',
    tag: 'kyc',
    access: 'user',
    token: 'browser',
    params: kycDocumentParamsSchema,
    replies: {
      200: {
        file: ['application/pdf', 'image/jpeg', 'image/png'],
        description: 'The document itself (PDF, JPEG or PNG), shown inline.',
      },
    },
  }),
  listPendingKyc: apiRoute({
    operationId: 'listPendingKyc',
    method: 'GET',
    path: '/api/staff/kyc',
    summary: 'List the identity verifications waiting for review, oldest first',
    tag: 'kyc',
    access: 'staff',
    token: 'browser',
    replies: { 200: pendingKycListSchema },
  }),
  reviewKyc: apiRoute({
    operationId: 'reviewKyc',
    method: 'POST',
    path: '/api/staff/kyc/:id/review',
    summary: 'Approve or reject an identity verification',
    tag: 'kyc',
    access: 'staff',
    token: 'browser',
    params: textIdParamsSchema,
    body: kycReviewInputSchema,
    replies: { 200: messageSchema },
    errors: [409],
  }),
};
