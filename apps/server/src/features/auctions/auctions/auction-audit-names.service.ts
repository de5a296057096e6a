import { eq, inArray, sql } from 'drizzle-orm';
import { ipBlocks } from '../../../platform/db/schema/catalog/index';
import { auctions } from '../../../platform/db/schema/auctions/index';
import { registerAuditNamers } from '../../accounts/audit/audit-targets.service';

/** How the audit log names auctions (app.ts registers it at start, docs/decisions/266). */
export function registerAuctionAuditNames() {
  registerAuditNamers('auctions', {
    targets: {
      auction: (db, ids) =>
        db
          .select({ id: auctions.id, name: sql<string>`'Auction of ' || ${ipBlocks.cidr}::text` })
          .from(auctions)
          .innerJoin(ipBlocks, eq(ipBlocks.id, auctions.ipBlockId))
          .where(inArray(auctions.id, ids)),
    },
  });
}
