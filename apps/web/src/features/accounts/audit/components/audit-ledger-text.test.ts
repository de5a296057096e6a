import { describe, expect, it } from 'vitest';
import { actorText, changeKeyText, changeValueText, targetText } from './audit-ledger-text';

const USER_ID = '3f1c2b9a-1111-4222-8333-444455556666';
const JOURNAL_ID = '9a8b7c6d-1111-4222-8333-444455556666';

describe('the audit ledger in words', () => {
  it('names the actor, falling back to the email; a job is the System', () => {
    expect(actorText({ actorId: USER_ID, actorName: 'Ada Admin', actorEmail: 'ada@x.test' })).toBe(
      'Ada Admin',
    );
    expect(actorText({ actorId: USER_ID, actorName: ' ', actorEmail: 'ada@x.test' })).toBe('ada@x.test');
    expect(actorText({ actorId: null, actorName: null, actorEmail: null })).toBe('System');
  });

  it('names the target, or says what it was by kind and short id, never the whole uuid', () => {
    expect(targetText({ targetType: 'listing', targetId: USER_ID, targetName: 'Fast /24' })).toBe('Fast /24');
    expect(targetText({ targetType: 'server_package', targetId: USER_ID, targetName: null })).toBe(
      'Server package 3f1c2b9a',
    );
  });

  it('writes keys in words and amounts in dollars', () => {
    expect(changeKeyText('currentBid')).toBe('Current bid');
    expect(changeKeyText('assignedTo')).toBe('Assigned to');
    expect(changeKeyText('userId')).toBe('User');
    expect(changeKeyText('priceCents')).toBe('Price');
    expect(changeValueText('amount', 123_456, {})).toBe('$1,234.56');
    expect(changeValueText('bidCount', 3, {})).toBe('3');
    expect(changeValueText('asnNumber', 64_500, {})).toBe('64500');
    expect(changeValueText('status', 'pending_approval', {})).toBe('pending approval');
    expect(changeValueText('transaction', 'sbx_ch_264b0b88a2', {})).toBe('sbx_ch_264b0b88a2');
  });

  it('names the ids the page names, and shortens the others', () => {
    const names = { [USER_ID]: 'Nina Bidder (nina@x.test)' };
    expect(changeValueText('userId', USER_ID.toUpperCase(), names)).toBe('Nina Bidder (nina@x.test)');
    expect(changeValueText('journalId', JOURNAL_ID, names)).toBe('9a8b7c6d');
    expect(changeValueText('userIds', [USER_ID, JOURNAL_ID], names)).toBe(
      'Nina Bidder (nina@x.test), 9a8b7c6d',
    );
    expect(changeValueText('refund', { toWallet: 500, toCard: 0 }, names)).toBe(
      'To wallet: $5.00; To card: $0.00',
    );
    expect(changeValueText('reason', null, names)).toBe('—');
  });
});
