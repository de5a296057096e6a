import { inArray, sql } from 'drizzle-orm';
import { ipBlocks, listings, serverPackages } from '../../../platform/db/schema/catalog/index';
import { registerAuditNamers, type AuditNameLookup } from '../../accounts/audit/audit-targets.service';

const lookUpListings: AuditNameLookup = (db, ids) =>
  db.select({ id: listings.id, name: listings.title }).from(listings).where(inArray(listings.id, ids));

const lookUpPackages: AuditNameLookup = (db, ids) =>
  db
    .select({ id: serverPackages.id, name: serverPackages.name })
    .from(serverPackages)
    .where(inArray(serverPackages.id, ids));

const lookUpBlocks: AuditNameLookup = (db, ids) =>
  db
    .select({ id: ipBlocks.id, name: sql<string>`${ipBlocks.cidr}::text` })
    .from(ipBlocks)
    .where(inArray(ipBlocks.id, ids));

/** How the audit log names the catalog's offers (app.ts registers it at start, docs/decisions/266). */
export function registerCatalogAuditNames() {
  registerAuditNamers('catalog', {
    targets: { listing: lookUpListings, server_package: lookUpPackages, ip_block: lookUpBlocks },
    referenced: [lookUpListings, lookUpPackages, lookUpBlocks],
  });
}
