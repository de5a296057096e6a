import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  OWN_LIST_LIMIT,
  PENDING_PACKAGES_MAX,
  SERVER_PACKAGE_CONTENT_KEYS,
  serverPackageContentSchema,
  type ServerPackage,
  type ServerPackageContent,
  type ServerPackageData,
} from '@netlease/shared/catalog';
import type { Message } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import { serverPackages } from '../../../platform/db/schema/catalog/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { assertVerifiedSeller } from '../../accounts/kyc/kyc.service';
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

/**
 * Sending a package to review (docs/PRODUCT.md "Server packages and bundles"): only a verified seller
 * offers anything, and one seller has at most PENDING_PACKAGES_MAX packages waiting, counted under a
 * per-seller lock so parallel requests cannot all slip under the limit. `alreadyWaiting` is 1 when
 * the package sent is itself one of them (an edit of a pending package).
 */
async function assertMaySubmitForReview(tx: Executor, userId: string, alreadyWaiting: 0 | 1 = 0) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`server-packages:${userId}`}))`);
  await assertVerifiedSeller(tx, userId);
  const [waiting] = await tx
    .select({ total: count() })
    .from(serverPackages)
    .where(and(eq(serverPackages.userId, userId), eq(serverPackages.status, 'pending')));
  if (waiting!.total - alreadyWaiting >= PENDING_PACKAGES_MAX) {
    throw new AppError('conflict', CATALOG_MESSAGES.tooManyPackagesInReview);
  }
}

/**
 * Creating a package submits it for review: it starts pending
 * (docs/PRODUCT.md "Server packages and bundles").
 */
export async function createServerPackage(ctx: AppContext, userId: string, data: ServerPackageData) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await assertMaySubmitForReview(tx, userId);
    const [row] = await tx
      .insert(serverPackages)
      .values({ ...fromInput(data), userId, status: 'pending', createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, {
      actorId: userId,
      action: 'server_package.created',
      targetType: 'server_package',
      targetId: row!.id,
      after: { name: data.name, priceCents: data.price, stockCount: data.stockCount },
    });
    return toServerPackage(row!);
  });
}

const contentOf = (row: ServerPackageContent): ServerPackageContent => ({
  name: row.name,
  description: row.description,
  location: row.location,
  cpu: row.cpu,
  ram: row.ram,
  storage: row.storage,
  bandwidth: row.bandwidth,
});
const isSameContent = (a: ServerPackageContent, b: ServerPackageContent) =>
  SERVER_PACKAGE_CONTENT_KEYS.every((key) => a[key] === b[key]);

/**
 * Edit a package (docs/PRODUCT.md "Seller workspace"). Price, stock and the bundle switch change at
 * once. On a package that is live, new text (name, description, location, specs) waits for review in
 * pending_changes while the approved text stays public; a pending or rejected package is changed and
 * waits for review again, as a new one does.
 */
export async function updateServerPackage(
  ctx: AppContext,
  userId: string,
  id: string,
  data: ServerPackageData,
): Promise<{ serverPackage: ServerPackage; message: Message }> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(serverPackages)
      .where(and(eq(serverPackages.id, id), eq(serverPackages.userId, userId)))
      .for('update');
    if (!current) throw notFound('Server package');
    const now = ctx.clock.now();
    const { priceCents, stockCount, isBundle, ...proposed } = fromInput(data);
    const terms = { priceCents, stockCount, isBundle, updatedAt: now };
    const isLive = current.status !== 'pending' && current.status !== 'rejected';
    let message: Message;
    let changes: Partial<typeof serverPackages.$inferInsert>;
    if (isLive) {
      const isChanged = !isSameContent(proposed, contentOf(current));
      changes = isChanged
        ? { pendingChanges: proposed, changesSubmittedAt: now, changesRejectionReason: null }
        : { pendingChanges: null, changesSubmittedAt: null };
      message = isChanged ? CATALOG_MESSAGES.packageChangesSubmitted : CATALOG_MESSAGES.packageUpdatedLive;
    } else {
      // A pending or rejected package goes (again) to review, as a new one does.
      await assertMaySubmitForReview(tx, userId, current.status === 'pending' ? 1 : 0);
      changes = {
        ...proposed,
        status: 'pending',
        approvedBy: null,
        approvedAt: null,
        rejectionReason: null,
        pendingChanges: null,
      };
      message = CATALOG_MESSAGES.packageUpdated;
    }
    const [updated] = await tx
      .update(serverPackages)
      .set({ ...terms, ...changes })
      .where(eq(serverPackages.id, id))
      .returning();
    // A package that is no longer a bundle lets its subnets go (docs/decisions/090-bundles.md).
    if (!updated!.isBundle) await clearBundleSubnets(tx, id);
    await recordAudit(tx, {
      actorId: userId,
      action: 'server_package.updated',
      targetType: 'server_package',
      targetId: id,
      before: { priceCents: current.priceCents, stockCount: current.stockCount, status: current.status },
      after: {
        priceCents,
        stockCount,
        status: updated!.status,
        textForReview: changes.pendingChanges ? true : undefined,
      },
    });
    return { serverPackage: toServerPackage(updated!), message };
  });
}

// Orders in these states still rely on the package (docs/PRODUCT.md "Orders").
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
  const proposed = serverPackageContentSchema.safeParse(row.pendingChanges);
  return {
    id: row.id,
    ...contentOf(row),
    priceCents: row.priceCents,
    stockCount: row.stockCount,
    isBundle: row.isBundle,
    status: row.status,
    rejectionReason: row.rejectionReason,
    pendingChanges: proposed.success ? proposed.data : null,
    changesRejectionReason: row.changesRejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
