import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  OWN_LIST_LIMIT,
  type ServerPackage,
  type ServerPackageData,
} from '@netlease/shared/catalog';
import type { AppContext } from '../../app-context';
import { queryRows } from '../../platform/db/database';
import { serverPackages } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import { clearBundleSubnets } from '../bundles/bundles.service';

/** SQLSTATE of a database error, wherever the driver or Drizzle put it in the cause chain. */
function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as Error).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export async function listOwnServerPackages(ctx: AppContext, userId: string): Promise<ServerPackage[]> {
  const rows = await ctx.db
    .select()
    .from(serverPackages)
    .where(eq(serverPackages.userId, userId))
    .orderBy(desc(serverPackages.createdAt), desc(serverPackages.id))
    .limit(OWN_LIST_LIMIT);
  return rows.map(toServerPackage);
}

export async function getOwnServerPackage(ctx: AppContext, userId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(serverPackages)
    .where(and(eq(serverPackages.id, id), eq(serverPackages.userId, userId)));
  if (!row) throw notFound('Server package');
  return toServerPackage(row);
}

/** Creating a package submits it for review (spec part 2 §4): it starts pending. */
export async function createServerPackage(ctx: AppContext, userId: string, data: ServerPackageData) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(serverPackages)
    .values({ ...fromInput(data), userId, status: 'pending', createdAt: now, updatedAt: now })
    .returning();
  return toServerPackage(row!);
}

/**
 * Editing sends the package back to review (spec part 2 §4): pending again, the earlier decision
 * cleared, so an approved package cannot be changed into something else while staying public.
 */
export async function updateServerPackage(
  ctx: AppContext,
  userId: string,
  id: string,
  data: ServerPackageData,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(serverPackages)
      .set({
        ...fromInput(data),
        status: 'pending',
        approvedBy: null,
        approvedAt: null,
        rejectionReason: null,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(serverPackages.id, id), eq(serverPackages.userId, userId)))
      .returning();
    if (!updated) throw notFound('Server package');
    // A package that is no longer a bundle lets its subnets go (docs/decisions/090-bundles.md).
    if (!updated.isBundle) await clearBundleSubnets(tx, id);
    return updated;
  });
  return toServerPackage(row);
}

// Orders in these states still rely on the package (spec part 2 §4 order statuses).
const FINISHED_ORDER_STATUSES = ['completed', 'cancelled'];

/**
 * Deletes an own package, unless an order that is not finished still relies on it. Orders (the money
 * area) copy title and price at checkout but keep the package id for provisioning and renewals; the
 * package row is locked so a checkout cannot slip in between the check and the delete.
 */
export async function deleteServerPackage(ctx: AppContext, userId: string, id: string) {
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: serverPackages.id })
        .from(serverPackages)
        .where(and(eq(serverPackages.id, id), eq(serverPackages.userId, userId)))
        .for('update');
      if (!row) throw notFound('Server package');
      const openOrders = await queryRows(
        tx,
        sql`SELECT 1 FROM orders
            WHERE monetizer_id = ${userId} AND item_type = 'server_package' AND item_id = ${id}
              AND status NOT IN (${sql.join(
                FINISHED_ORDER_STATUSES.map((status) => sql`${status}`),
                sql`, `,
              )})
            LIMIT 1`,
      );
      if (openOrders.length > 0) throw new AppError('conflict', CATALOG_MESSAGES.packageHasOrders);
      await tx.delete(serverPackages).where(eq(serverPackages.id, id));
    });
  } catch (error) {
    // A table of another area that references packages with a restricting foreign key.
    if (sqlState(error) === '23503') throw new AppError('conflict', CATALOG_MESSAGES.packageHasOrders);
    throw error;
  }
}

function fromInput(data: ServerPackageData) {
  return {
    name: data.name,
    description: data.description,
    location: data.location,
    cpu: data.cpu,
    ram: data.ram,
    storage: data.storage,
    bandwidth: data.bandwidth,
    priceCents: data.price,
    stockCount: data.stockCount,
    isBundle: data.isBundle,
  };
}

export function toServerPackage(row: typeof serverPackages.$inferSelect): ServerPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    location: row.location,
    cpu: row.cpu,
    ram: row.ram,
    storage: row.storage,
    bandwidth: row.bandwidth,
    priceCents: row.priceCents,
    stockCount: row.stockCount,
    isBundle: row.isBundle,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
