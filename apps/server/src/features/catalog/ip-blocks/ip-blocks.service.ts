import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  LOA_MAX_BYTES,
  OWN_LIST_LIMIT,
  loaUrl,
  validateIpBlockFields,
  type IpBlock,
  type IpBlockDetail,
  type IpBlockStatus,
} from '@netlease/shared/catalog';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import type { SessionUser } from '@netlease/shared/auth';
import { uploadTooLarge } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/database';
import { assertVerifiedSeller } from '../../accounts/kyc/kyc.service';
import { ipBlocks, ipSubnets } from '../../../platform/db/schema/catalog/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { checkUploadedBytes } from '../../../platform/storage/checked-upload';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { HOUR } from '../../../platform/clock';

const LOA_FOLDER = 'loa-documents';
/** Each accepted submission stores a file and up to 256 rows; an account gets this many an hour. */
export const SUBMISSIONS_PER_HOUR = 20;

export interface IpBlockSubmission {
  fields: { cidr?: string; rir?: string; countryCode?: string };
  loa: { bytes: Buffer; truncated: boolean } | null;
}

/**
 * Add IP Block (docs/PRODUCT.md "IP blocks", "Inventory"): only a seller with a verified
 * identity may claim addresses. Fields are checked with the shared rules, the LOA by content, then the
 * block and its subnets are written in one transaction. A claim overlapping an approved block is
 * refused, as is one overlapping the user's own claims (under a per-user lock); a claim overlapping
 * another user's pending claim is accepted, and the admin review shows both (migration 0920).
 */
export async function submitIpBlock(
  ctx: AppContext,
  user: SessionUser,
  submission: IpBlockSubmission,
): Promise<IpBlock> {
  const userId = user.id;
  await assertVerifiedSeller(ctx.db, userId);
  const checked = validateIpBlockFields(submission.fields, {
    allowDocumentation: ctx.env.DEMO_MODE,
    hasLoa: submission.loa !== null && submission.loa.bytes.length > 0,
  });
  if (!checked.ok) throw new AppError('bad_request', checked.message, { field: checked.field });
  const { loa } = submission;
  if (loa!.truncated) {
    throw new AppError('payload_too_large', uploadTooLarge(LOA_MAX_BYTES), { field: 'loa' });
  }
  const file = await checkUploadedBytes(loa!.bytes, ['pdf'], LOA_MAX_BYTES);
  const { cidr, rir, countryCode } = checked.value;
  await enforceRateLimit(ctx.db, ctx.clock, `ip-blocks:account:${userId}`, {
    max: SUBMISSIONS_PER_HOUR,
    windowMs: HOUR,
  });

  const key = await ctx.storage.put(LOA_FOLDER, 'pdf', file.bytes);
  const now = ctx.clock.now();
  try {
    const block = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ip-claims:${userId}`}))`);
      const overlapping = await queryRows<{ user_id: string; status: string }>(
        tx,
        sql`SELECT user_id, status FROM ip_blocks WHERE cidr && ${cidr.cidr}::cidr AND status <> 'rejected'`,
      );
      if (overlapping.some((other) => other.user_id === userId)) {
        throw new AppError('conflict', CATALOG_MESSAGES.ownClaimExists, { field: 'cidr' });
      }
      if (overlapping.some((other) => other.status === 'approved' || other.status === 'active')) {
        throw new AppError('conflict', CATALOG_MESSAGES.blockAlreadyRegistered, { field: 'cidr' });
      }
      const [row] = await tx
        .insert(ipBlocks)
        .values({
          userId,
          cidr: cidr.cidr,
          rir,
          countryCode,
          loaFileKey: key,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // An IPv4 block becomes one subnet row per /24; IPv6 stays whole (docs/PRODUCT.md "IP blocks").
      const subnets = splitIntoSubnets(cidr.cidr);
      await tx
        .insert(ipSubnets)
        .values(subnets.map((subnet) => ({ ipBlockId: row!.id, subnet, createdAt: now })));
      await recordAudit(tx, {
        actorId: userId,
        action: 'ip_block.created',
        targetType: 'ip_block',
        targetId: row!.id,
        after: { cidr: cidr.cidr, rir, countryCode, status: row!.status },
      });
      return { ...row!, subnetCount: subnets.length };
    });
    return toIpBlock(block);
  } catch (error) {
    await ctx.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

// Spelled out in full: inside the subquery, Drizzle's bare "id" would name ip_subnets.id.
const subnetCount = sql<number>`(SELECT count(*)::int FROM ip_subnets s WHERE s.ip_block_id = ip_blocks.id)`;

/** The seller's own blocks, newest first; `status` narrows it (the listing form). */
export async function listOwnIpBlocks(ctx: AppContext, userId: string, status?: IpBlockStatus) {
  const rows = await ctx.db
    .select({ block: ipBlocks, subnetCount })
    .from(ipBlocks)
    .where(and(eq(ipBlocks.userId, userId), status ? eq(ipBlocks.status, status) : undefined))
    .orderBy(desc(ipBlocks.createdAt), desc(ipBlocks.id))
    .limit(OWN_LIST_LIMIT);
  return rows.map((row) => toIpBlock({ ...row.block, subnetCount: row.subnetCount }));
}

/** View Details: the block with its subnets. Another user's block answers exactly like a missing one. */
export async function getOwnIpBlock(
  ctx: AppContext,
  userId: string,
  blockId: string,
): Promise<IpBlockDetail> {
  const [block] = await ctx.db
    .select()
    .from(ipBlocks)
    .where(and(eq(ipBlocks.id, blockId), eq(ipBlocks.userId, userId)));
  if (!block) throw notFound('IP block');
  const subnets = await ctx.db
    .select()
    .from(ipSubnets)
    .where(eq(ipSubnets.ipBlockId, block.id))
    .orderBy(asc(ipSubnets.subnet));
  return {
    ...toIpBlock({ ...block, subnetCount: subnets.length }),
    subnets: subnets.map((subnet) => ({
      id: subnet.id,
      subnet: subnet.subnet,
      reputationScore: subnet.reputationScore,
      status: subnet.status,
    })),
  };
}

/** The LOA document, for the block's owner and admins only (docs/PRODUCT.md "Documents"). */
export async function readLoaFile(ctx: AppContext, viewer: SessionUser, blockId: string) {
  const [block] = await ctx.db
    .select({ userId: ipBlocks.userId, key: ipBlocks.loaFileKey, cidr: ipBlocks.cidr })
    .from(ipBlocks)
    .where(eq(ipBlocks.id, blockId));
  if (!block || (block.userId !== viewer.id && viewer.role !== 'admin')) throw notFound('LOA document');
  const bytes = await ctx.storage.get(block.key);
  if (!bytes) throw notFound('LOA document');
  return { bytes, fileName: `loa-${block.cidr.replace(/[/:]/g, '_')}.pdf` };
}

function toIpBlock(row: typeof ipBlocks.$inferSelect & { subnetCount: number }): IpBlock {
  return {
    id: row.id,
    cidr: row.cidr,
    rir: row.rir,
    countryCode: row.countryCode,
    status: row.status,
    rejectionReason: row.rejectionReason,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    subnetCount: row.subnetCount,
    loaUrl: loaUrl(row.id),
  };
}
