import { ABUSE_CASE_MESSAGES } from '@netlease/shared/abuse-cases';
import { abuseRoutes } from '@netlease/shared/routes/abuse';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as staff from './abuse-staff.service';

/**
 * The staff abuse queue and the ladder's steps (docs/PRODUCT.md "Abuse"): accept, reopen, suspend and
 * lift a lease's suspension, end a lease, close duplicates. Each names its reason.
 */
export function registerAbuseStaffRoutes(app: Api, ctx: AppContext) {
  serve(app, abuseRoutes.listAbuseQueue, {
    handler: async (request) => staff.listAbuseQueue(ctx, request.query),
  });

  const steps = [
    [abuseRoutes.acceptAbuseAnswer, staff.acceptAnswer, ABUSE_CASE_MESSAGES.accepted],
    [abuseRoutes.reopenAbuseCase, staff.reopenCase, ABUSE_CASE_MESSAGES.reopened],
    [abuseRoutes.suspendAbuseLease, staff.suspendLease, ABUSE_CASE_MESSAGES.leaseSuspended],
    [abuseRoutes.liftAbuseSuspension, staff.liftSuspension, ABUSE_CASE_MESSAGES.suspensionLifted],
    [abuseRoutes.endAbuseLease, staff.endLease, ABUSE_CASE_MESSAGES.leaseEnded],
  ] as const;
  for (const [route, step, message] of steps) {
    serve(app, route, {
      handler: async (request) => ({
        case: await step(ctx, requireUser(request), request.params.id, request.body.reason),
        ...toMessageReply(message),
      }),
    });
  }

  serve(app, abuseRoutes.closeAbuseDuplicates, {
    handler: async (request) => {
      await staff.closeDuplicates(ctx, requireUser(request), request.body);
      return toMessageReply(ABUSE_CASE_MESSAGES.duplicatesClosed);
    },
  });
}
