import type { z } from 'zod';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  STAFF_USERS_PAGE_SIZE,
  type staffUsersQuerySchema,
  type StaffUser,
  type StaffUsersPage,
} from '@netlease/shared/staff';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { containing } from '../../../platform/db/like-pattern';
import { readPage } from '../../../platform/db/paging';
import { users } from '../../../platform/db/schema/platform/index';

const suspender = alias(users, 'suspender');
const staffUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  kycStatus: users.kycStatus,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
  suspendedByName: suspender.name,
  createdAt: users.createdAt,
};
type StaffUserRow = {
  [Key in keyof typeof staffUserColumns]: (typeof staffUserColumns)[Key]['_']['data'] | null;
};

export function toStaffUser(row: StaffUserRow): StaffUser {
  return {
    id: row.id!,
    // A profile without a name shows N/A (docs/PRODUCT.md "Staff tools").
    name: row.name?.trim() ? row.name : null,
    email: row.email!,
    role: row.role!,
    kycStatus: row.kycStatus!,
    status: row.suspendedAt ? 'suspended' : 'active',
    emailVerified: row.emailVerifiedAt !== null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    suspendedByName: row.suspendedAt ? row.suspendedByName : null,
    createdAt: row.createdAt!.toISOString(),
  };
}

export const selectStaffUsers = (db: Executor) =>
  db.select(staffUserColumns).from(users).leftJoin(suspender, eq(suspender.id, users.suspendedBy));

/** The User Management tab: newest first, searched and filtered on the server, a page at a time. */
export async function listUsers(
  ctx: AppContext,
  input: z.output<typeof staffUsersQuerySchema>,
): Promise<StaffUsersPage> {
  const query = input;
  const conditions: Array<SQL | undefined> = [];
  if (query.q)
    conditions.push(or(ilike(users.name, containing(query.q)), ilike(users.email, containing(query.q))));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.kyc) conditions.push(eq(users.kycStatus, query.kyc));
  if (query.status === 'suspended') conditions.push(isNotNull(users.suspendedAt));
  if (query.status === 'active') conditions.push(isNull(users.suspendedAt));
  const where = and(...conditions);
  const { items, ...paging } = await readPage(
    { page: query.page, pageSize: STAFF_USERS_PAGE_SIZE },
    ({ limit, offset }) =>
      selectStaffUsers(ctx.db)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ total: count() }).from(users).where(where),
  );
  return { users: items.map(toStaffUser), ...paging };
}
