import { sql } from 'drizzle-orm';
import { bigint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column builders the tables share (Drizzle's reusable column definitions). Each call makes a fresh
// builder; each spells exactly the column its migration declares (migrations/*.sql hold the DDL).
// This file imports no table, so every schema module may import it without a cycle.

/** `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`. */
export const uuidPrimaryKey = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** A `timestamptz` column, nullable until told otherwise. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** An amount in cents (`bigint`), read as a JavaScript number. */
export const cents = <TName extends string>(name: TName) => bigint(name, { mode: 'number' });

/** `created_at timestamptz NOT NULL DEFAULT now()`. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, both `timestamptz NOT NULL DEFAULT now()`, for tables whose rows change. */
export const timestamps = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** `status text NOT NULL DEFAULT <initial>`, typed as one of `values`. */
export const statusColumn = <U extends string, T extends Readonly<[U, ...U[]]>>(
  values: T,
  initial: T[number],
) => text('status', { enum: values }).notNull().default(initial);
