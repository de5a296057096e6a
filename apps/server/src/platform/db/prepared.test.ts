import { describe, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { test } from '../../test/server-test';
import { users } from './schema/platform/index';
import { queryRows } from './database';
import { preparedQuery, preparedSql, queryPreparedRows } from './prepared';

// Hot reads as prepared statements (platform/db/prepared.ts, docs/decisions/281).
describe('prepared statements', () => {
  test('give the rows a plain query gives, on either engine', async ({ db, leaser }) => {
    const statement = sql`SELECT id, email FROM users WHERE id = ${leaser.user.id}`;
    expect(await queryPreparedRows(db, statement)).toEqual(await queryRows(db, statement));
    const select = () =>
      db.select({ id: users.id, createdAt: users.createdAt }).from(users).where(eq(users.id, leaser.user.id));
    const userById = preparedQuery((executor) =>
      executor
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, sql.placeholder('id'))),
    );
    expect(await userById(db, { id: leaser.user.id })).toEqual(await select());
  });

  test('build a select once and bind each call its own values, in a transaction on its connection', async ({
    db,
    leaser,
    seller,
  }) => {
    let builds = 0;
    const emailById = preparedQuery((executor) => {
      builds += 1;
      return executor
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')));
    });
    expect(await emailById(db, { id: leaser.user.id })).toEqual([{ email: leaser.user.email }]);
    expect(await emailById(db, { id: seller.user.id })).toEqual([{ email: seller.user.email }]);
    expect(builds).toBe(1);
    // A transaction runs the statement as built, on its own connection: it reads its own write.
    for (const email of ['first-change@example.test', 'second-change@example.test']) {
      await expect(
        db.transaction(async (tx) => {
          await tx.update(users).set({ email }).where(eq(users.id, seller.user.id));
          expect(await emailById(tx, { id: seller.user.id })).toEqual([{ email }]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
    }
    expect(builds).toBe(1);
    expect(await emailById(db, { id: seller.user.id })).toEqual([{ email: seller.user.email }]);
  });

  test('build raw SQL once and bind each call its own values, in a transaction on its connection', async ({
    db,
    leaser,
    seller,
  }) => {
    let builds = 0;
    const emailById = preparedSql<{ email: string }>(() => {
      builds += 1;
      return sql`SELECT email FROM users WHERE id = ${sql.placeholder('id')}::uuid`;
    });
    expect(await emailById(db, { id: leaser.user.id })).toEqual([{ email: leaser.user.email }]);
    expect(await emailById(db, { id: seller.user.id })).toEqual([{ email: seller.user.email }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ email: 'changed@example.test' }).where(eq(users.id, seller.user.id));
        expect(await emailById(tx, { id: seller.user.id })).toEqual([{ email: 'changed@example.test' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await emailById(db, { id: seller.user.id })).toEqual([{ email: seller.user.email }]);
    expect(builds).toBe(1);
  });

  test('run a write by key with each call’s values', async ({ db, leaser, seller }) => {
    const renamed = preparedQuery((executor) =>
      executor
        .update(users)
        // A placeholder in set() is SQL, not encoded by its column: the time goes as ISO text.
        .set({ name: sql`${sql.placeholder('name')}`, updatedAt: sql`${sql.placeholder('at')}::timestamptz` })
        .where(eq(users.id, sql.placeholder('id')))
        .returning({ id: users.id, name: users.name, updatedAt: users.updatedAt }),
    );
    const at = new Date('2026-11-30T12:00:00.000Z');
    await db.transaction(async (tx) => {
      expect(await renamed(tx, { id: leaser.user.id, name: 'First', at: at.toISOString() })).toEqual([
        { id: leaser.user.id, name: 'First', updatedAt: at },
      ]);
      expect(await renamed(tx, { id: seller.user.id, name: 'Second', at: at.toISOString() })).toEqual([
        { id: seller.user.id, name: 'Second', updatedAt: at },
      ]);
    });
    const names = await db.select({ name: users.name }).from(users).where(eq(users.id, leaser.user.id));
    expect(names).toEqual([{ name: 'First' }]);
  });

  test.runIf(process.env.TEST_DATABASE === 'postgres')(
    'are prepared once per connection under one name for one text, and run again by it',
    async ({ db, leaser, seller }) => {
      await db.transaction(async (tx) => {
        // One transaction holds one connection, whose prepared statements it can list.
        const byId = (id: string) => sql`SELECT email FROM users WHERE id = ${id}`;
        expect(await queryPreparedRows(tx, byId(leaser.user.id))).toEqual([{ email: leaser.user.email }]);
        expect(await queryPreparedRows(tx, byId(seller.user.id))).toEqual([{ email: seller.user.email }]);
        const prepared = await queryRows<{ name: string; calls: number }>(
          tx,
          sql`SELECT name, generic_plans + custom_plans AS calls FROM pg_prepared_statements
              WHERE statement LIKE 'SELECT email FROM users WHERE id = $1'`,
        );
        expect(prepared).toHaveLength(1);
        expect(prepared[0]!.name).toMatch(/^nl_/);
        expect(Number(prepared[0]!.calls)).toBe(2);
      });
    },
  );
});
