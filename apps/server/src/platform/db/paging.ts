/** The rows one page shows: `limit` rows after the first `offset`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of a list and the size of the whole list, read side by side: the staff and admin tables
 * page on the server (docs/PRODUCT.md "Staff tools", "Admin panel"). `countAll` answers one row with
 * the `total` of the rows its filters match.
 */
export async function readPage<Item>(
  { page, pageSize }: { page: number; pageSize: number },
  readItems: (window: PageWindow) => PromiseLike<Item[]>,
  countAll: () => PromiseLike<Array<{ total: number }>>,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  const [items, [counted]] = await Promise.all([
    readItems({ limit: pageSize, offset: (page - 1) * pageSize }),
    countAll(),
  ]);
  return { items, total: Number(counted?.total ?? 0), page, pageSize };
}
