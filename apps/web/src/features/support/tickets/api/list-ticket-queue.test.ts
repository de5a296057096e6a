import { describe, expect, it } from 'vitest';
import { readQueueFilters, writeQueueFilters } from './list-ticket-queue';

describe('the ticket queue filters in the address', () => {
  it('opens on open and in-progress tickets, page 1, with nothing else set', () => {
    expect(readQueueFilters(new URLSearchParams('tab=tickets'))).toEqual({
      status: 'active',
      priority: '',
      assignee: '',
      overdue: false,
      page: 1,
    });
  });

  it('reads what it wrote, keeps the tab and leaves the defaults out', () => {
    const filters = { status: 'all', priority: 'urgent', assignee: 'me', overdue: true, page: 3 } as const;
    const params = writeQueueFilters(new URLSearchParams('tab=tickets'), filters);
    expect(params.toString()).toBe('tab=tickets&status=all&priority=urgent&assignee=me&overdue=true&page=3');
    expect(readQueueFilters(params)).toEqual(filters);
    const reset = writeQueueFilters(params, { ...filters, status: 'active', overdue: false, page: 1 });
    expect(reset.toString()).toBe('tab=tickets&priority=urgent&assignee=me');
  });

  it('ignores values it does not know rather than sending them', () => {
    expect(
      readQueueFilters(
        new URLSearchParams('status=pending&priority=critical&assignee=bob&overdue=1&page=-2'),
      ),
    ).toEqual({ status: 'active', priority: '', assignee: '', overdue: false, page: 1 });
  });
});
