import { describe, expect, it } from 'vitest';
import type { AbuseCaseDetail } from '@netlease/shared/abuse-cases';
import { describeAbuseCaseActions } from './abuse-case-view';

const detail = (changes: Partial<AbuseCaseDetail>): AbuseCaseDetail => ({
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'AB-7K2QX9',
  target: '192.0.2.7',
  leasedPrefix: '192.0.2.0/24',
  category: 'phishing',
  status: 'open',
  outcome: null,
  reportCount: 1,
  openedAt: '2026-11-29T10:00:00.000Z',
  deadlineAt: '2026-11-30T10:00:00.000Z',
  overdue: false,
  leaseSuspended: false,
  orderId: '00000000-0000-4000-8000-000000000002',
  lesseeName: 'Leo Leaser',
  viewerRole: 'lessee',
  ownerName: 'Mona Monetizer',
  suspendableAt: null,
  closedAt: null,
  reports: [],
  events: [],
  staff: null,
  ...changes,
});

const staffOptions = {
  canAccept: false,
  canReopen: false,
  canSuspend: false,
  canLiftSuspension: false,
  canEndLease: false,
  upheldOnLease: 0,
};

describe('describeAbuseCaseActions', () => {
  it('lets the lessee acknowledge an open case, answer it and write to staff', () => {
    expect(describeAbuseCaseActions(detail({}))).toEqual({
      canAcknowledge: true,
      canResolve: true,
      canDispute: true,
      message: { label: 'Message to staff', submit: 'Message staff' },
      staffSteps: [],
    });
  });

  it('once acknowledged, the lessee still answers but does not acknowledge again', () => {
    expect(describeAbuseCaseActions(detail({ status: 'acknowledged' }))).toMatchObject({
      canAcknowledge: false,
      canResolve: true,
      canDispute: true,
    });
  });

  it('after the answer the lessee waits for staff; a closed case offers nothing', () => {
    expect(describeAbuseCaseActions(detail({ status: 'resolved' }))).toMatchObject({
      canAcknowledge: false,
      canResolve: false,
      canDispute: false,
      message: { submit: 'Message staff' },
    });
    expect(describeAbuseCaseActions(detail({ status: 'closed', outcome: 'upheld' }))).toEqual({
      canAcknowledge: false,
      canResolve: false,
      canDispute: false,
      message: null,
      staffSteps: [],
    });
  });

  it('gives the owner only the request to staff, never an answer', () => {
    expect(describeAbuseCaseActions(detail({ viewerRole: 'owner' }))).toEqual({
      canAcknowledge: false,
      canResolve: false,
      canDispute: false,
      message: { label: 'What should staff do, and why?', submit: 'Ask staff to act' },
      staffSteps: [],
    });
  });

  it('offers staff exactly the ladder steps the server allows now, in ladder order', () => {
    expect(
      describeAbuseCaseActions(
        detail({
          viewerRole: 'staff',
          status: 'resolved',
          staff: { ...staffOptions, canAccept: true, canReopen: true },
        }),
      ),
    ).toMatchObject({
      canResolve: false,
      staffSteps: ['accept', 'reopen'],
      // Staff's messages reach the lessee alone: the owner does not read that thread.
      message: { label: 'Message to the lessee', submit: 'Send message' },
    });
    expect(
      describeAbuseCaseActions(
        detail({
          viewerRole: 'staff',
          overdue: true,
          staff: { ...staffOptions, canSuspend: true, canEndLease: true },
        }),
      ).staffSteps,
    ).toEqual(['suspend', 'end']);
    expect(
      describeAbuseCaseActions(
        detail({
          viewerRole: 'staff',
          leaseSuspended: true,
          staff: { ...staffOptions, canLiftSuspension: true },
        }),
      ).staffSteps,
    ).toEqual(['lift']);
    expect(describeAbuseCaseActions(detail({ viewerRole: 'staff', staff: null })).staffSteps).toEqual([]);
  });
});
