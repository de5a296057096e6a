import os from 'node:os';
import { marketplaceSetupRoutes } from '@netlease/shared/routes/marketplace-setup';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { isFileStorageShared, listRunningInstances } from '../../../platform/observability/instance-presence';

/**
 * How the marketplace is set up, for admins (docs/PRODUCT.md "Admin panel", docs/decisions/315): the
 * settings that decide whether buyers can pay and files can be read, and the instances running.
 */
export function registerSetupRoutes(app: Api, ctx: AppContext) {
  serve(app, marketplaceSetupRoutes.getMarketplaceSetup, {
    handler: async () => {
      const instances = await listRunningInstances(ctx, ctx.clock.now());
      const host = os.hostname();
      return {
        cardPayments: ctx.env.CARD_GATEWAY,
        mail: ctx.env.SMTP_URL ? ('smtp' as const) : ('outbox' as const),
        fileStorage: ctx.env.STORAGE_DRIVER,
        instances: instances.map((instance) => ({
          host: instance.host,
          pid: instance.pid,
          fileStorage: instance.fileStorageLabel,
          startedAt: instance.startedAt.toISOString(),
          seenAt: instance.seenAt.toISOString(),
          isThisInstance: instance.host === host && instance.pid === process.pid,
        })),
        filesShared: isFileStorageShared(instances),
      };
    },
  });
}
