import { eq, sql } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  listingContentSchema,
  serverPackageContentSchema,
  type ApprovalKind,
} from '@netlease/shared/catalog';
import { APPROVAL_NOTIFICATIONS, COMPETING_CLAIM_REASON } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Transaction } from '../../../platform/db/database';
import { ipBlocks, listings, serverPackages } from '../../../platform/db/schema/catalog/index';
import { AppError, notFound } from '../../../platform/errors';
import { sqlState } from '../../../platform/db/db-errors';
import { recordAudit } from '../../../platform/audit';
import { notifyUser } from '../../accounts/notifications/notifications.service';

/** What each kind of reviewable item is called, where it lives and what approval makes it. */
const KINDS = {
  'ip-blocks': {
    table: 'ip_blocks',
    area: 'ip_block',
    label: 'IP block',
    nameColumn: 'cidr::text',
    approved: 'approved',
    link: '/my-ip-blocks',
  },
  'server-packages': {
    table: 'server_packages',
    area: 'server_package',
    label: 'Server package',
    nameColumn: 'name',
    approved: 'approved',
    link: '/my-server-packages',
  },
  // A listing goes live when approved (docs/PRODUCT.md "Approvals").
  listings: {
    table: 'listings',
    area: 'listing',
    label: 'Listing',
    nameColumn: 'title',
    approved: 'active',
    link: '/my-listings',
  },
} as const satisfies Record<ApprovalKind, unknown>;

/** Only listings and server packages carry changes under review (ip blocks are never edited live). */
const changedArea = (spec: (typeof KINDS)[ApprovalKind]) => spec.area as 'listing' | 'server_package';

interface ReviewedRow {
  id: string;
  user_id: string;
  status: string;
  name: string;
  pending_changes: unknown;
  ip_block_id?: string | null;
  units_free?: number;
  /** True when a live item waits only for its new text to be approved. */
  isChange: boolean;
}

async function lockReviewableItem(tx: Transaction, kind: ApprovalKind, id: string): Promise<ReviewedRow> {
  const spec = KINDS[kind];
  // Table and column names come from the constant above, never from the request.
  const [row] = await queryRows<Omit<ReviewedRow, 'isChange'>>(
    tx,
    sql`SELECT id, user_id, status, ${sql.raw(spec.nameColumn)} AS name,
          ${kind === 'ip-blocks' ? sql`NULL::jsonb` : sql`pending_changes`} AS pending_changes
          ${kind === 'listings' ? sql`, ip_block_id, units_free` : sql``}
        FROM ${sql.raw(spec.table)} WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) throw notFound(spec.label);
  if (row.status === 'pending') return { ...row, isChange: false };
  if (row.pending_changes !== null) return { ...row, isChange: true };
  // Two admins deciding at once: the row lock makes the second one see the first decision.
  throw new AppError('conflict', CATALOG_MESSAGES.alreadyReviewed);
}

/** Makes the reviewed text of a live listing or package the public one. */
async function applyChanges(tx: Transaction, kind: ApprovalKind, row: ReviewedRow, now: Date) {
  const cleared = {
    pendingChanges: null,
    changesSubmittedAt: null,
    changesRejectionReason: null,
    updatedAt: now,
  };
  if (kind === 'listings') {
    const content = listingContentSchema.parse(row.pending_changes);
    await tx
      .update(listings)
      .set({ ...content, ...cleared })
      .where(eq(listings.id, row.id));
  } else {
    const content = serverPackageContentSchema.parse(row.pending_changes);
    await tx
      .update(serverPackages)
      .set({ ...content, ...cleared })
      .where(eq(serverPackages.id, row.id));
  }
}

/**
 * Approve (docs/PRODUCT.md "Approvals"): status approved (a listing: active), approved_by and approved_at;
 * the owner is notified and the decision audited, all in one transaction. A live item's proposed text
 * replaces its public text instead. A listing goes live only while something of its range is free.
 */
export async function approveItem(ctx: AppContext, adminId: string, kind: ApprovalKind, id: string) {
  const spec = KINDS[kind];
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockReviewableItem(tx, kind, id);
    if (row.isChange) {
      await applyChanges(tx, kind, row, now);
      await notifyUser(tx, row.user_id, {
        type: 'approval',
        ...APPROVAL_NOTIFICATIONS.changesApproved(spec.label, row.name),
        link: spec.link,
      });
      await recordAudit(tx, {
        actorId: adminId,
        action: `${changedArea(spec)}.changes_approved`,
        targetType: changedArea(spec),
        targetId: id,
        after: { changes: row.pending_changes },
      });
      return;
    }
    if (kind === 'listings' && row.ip_block_id) {
      // The block behind an IP listing must still be approved when the listing goes live.
      const [block] = await tx
        .select({ status: ipBlocks.status })
        .from(ipBlocks)
        .where(eq(ipBlocks.id, row.ip_block_id))
        .for('share');
      if (!block || (block.status !== 'approved' && block.status !== 'active')) {
        throw new AppError('conflict', CATALOG_MESSAGES.blockNoLongerApproved);
      }
      if (Number(row.units_free) === 0) throw new AppError('conflict', CATALOG_MESSAGES.rangeNotFree);
    }
    try {
      await tx.execute(
        sql`UPDATE ${sql.raw(spec.table)}
            SET status = ${spec.approved}, approved_by = ${adminId}, approved_at = ${now},
                rejection_reason = NULL, updated_at = ${now}
            WHERE id = ${id}`,
      );
    } catch (error) {
      // Only approved blocks exclude each other (migration 0920): another holder's block was approved first.
      if (kind === 'ip-blocks' && sqlState(error) === '23P01') {
        throw new AppError('conflict', CATALOG_MESSAGES.claimOverlapsApproved);
      }
      throw error;
    }
    if (kind === 'ip-blocks') await rejectCompetingClaims(tx, adminId, id, now);
    await notifyUser(tx, row.user_id, {
      type: 'approval',
      ...APPROVAL_NOTIFICATIONS.approved(spec.label, row.name, kind === 'listings'),
      link: spec.link,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: `${spec.area}.approved`,
      targetType: spec.area,
      targetId: id,
      before: { status: row.status },
      after: { status: spec.approved },
    });
  });
}

/**
 * Approving one claim to a range settles the others that overlap it (docs/PRODUCT.md "Inventory"):
 * they are rejected with the reason, their owners told, each decision audited.
 */
async function rejectCompetingClaims(tx: Transaction, adminId: string, approvedId: string, now: Date) {
  const rejected = await queryRows<{ id: string; user_id: string; cidr: string }>(
    tx,
    sql`UPDATE ip_blocks SET status = 'rejected', rejection_reason = ${COMPETING_CLAIM_REASON},
          approved_by = ${adminId}, approved_at = NULL, updated_at = ${now}
        WHERE status = 'pending' AND id <> ${approvedId}
          AND cidr && (SELECT cidr FROM ip_blocks WHERE id = ${approvedId})
        RETURNING id, user_id, cidr::text AS cidr`,
  );
  for (const claim of rejected) {
    await notifyUser(tx, claim.user_id, {
      type: 'approval',
      ...APPROVAL_NOTIFICATIONS.competingClaimRejected(claim.cidr),
      link: '/my-ip-blocks',
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'ip_block.rejected',
      targetType: 'ip_block',
      targetId: claim.id,
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: COMPETING_CLAIM_REASON, approvedClaim: approvedId },
    });
  }
}

/**
 * Reject (docs/PRODUCT.md "Approvals"): status rejected, the approval time cleared, the reason stored (a
 * reason is required). A rejected block no longer holds its addresses (the exclusion constraint skips it),
 * nor does a rejected listing (its hold is dropped by the trigger of migration 0800). Rejecting a live
 * item's proposed text keeps the live text and tells the owner why.
 */
export async function rejectItem(
  ctx: AppContext,
  adminId: string,
  kind: ApprovalKind,
  id: string,
  reason: string,
) {
  const spec = KINDS[kind];
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockReviewableItem(tx, kind, id);
    if (row.isChange) {
      await tx.execute(
        sql`UPDATE ${sql.raw(spec.table)}
            SET pending_changes = NULL, changes_submitted_at = NULL, changes_rejection_reason = ${reason},
                updated_at = ${now}
            WHERE id = ${id}`,
      );
      await notifyUser(tx, row.user_id, {
        type: 'approval',
        ...APPROVAL_NOTIFICATIONS.changesRejected(spec.label, row.name, reason),
        link: spec.link,
      });
      await recordAudit(tx, {
        actorId: adminId,
        action: `${changedArea(spec)}.changes_rejected`,
        targetType: changedArea(spec),
        targetId: id,
        before: { changes: row.pending_changes },
        after: { rejectionReason: reason },
      });
      return;
    }
    await tx.execute(
      sql`UPDATE ${sql.raw(spec.table)}
          SET status = 'rejected', approved_by = ${adminId}, approved_at = NULL,
              rejection_reason = ${reason}, updated_at = ${now}
          WHERE id = ${id}`,
    );
    await notifyUser(tx, row.user_id, {
      type: 'approval',
      ...APPROVAL_NOTIFICATIONS.rejected(spec.label, row.name, reason),
      link: spec.link,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: `${spec.area}.rejected`,
      targetType: spec.area,
      targetId: id,
      before: { status: row.status },
      after: { status: 'rejected', rejectionReason: reason },
    });
  });
}
