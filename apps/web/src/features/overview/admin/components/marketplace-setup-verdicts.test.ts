import { describe, expect, it } from 'vitest';
import type { MarketplaceSetupReply } from '@netlease/shared/marketplace-setup';
import { CARD_PAYMENTS, MAIL, filesVerdict, instancesVerdict } from './marketplace-setup-verdicts';

const instance = (host: string, fileStorage: string) => ({
  host,
  pid: 4242,
  fileStorage,
  startedAt: '2026-12-01T09:00:00.000Z',
  seenAt: '2026-12-01T11:00:00.000Z',
  isThisInstance: host === 'web-1',
});

const setup = (overrides: Partial<MarketplaceSetupReply>): MarketplaceSetupReply => ({
  cardPayments: 'stripe',
  mail: 'smtp',
  fileStorage: 'local',
  instances: [instance('web-1', '/srv/netlease/files on web-1')],
  filesShared: true,
  ...overrides,
});

describe('the Setup card', () => {
  it('says when nobody can pay, and when mail is never sent', () => {
    expect(CARD_PAYMENTS.none).toMatchObject({ tone: 'red', label: 'None' });
    expect(CARD_PAYMENTS.none.text).toContain('nobody can pay by card or add money to a wallet');
    expect(CARD_PAYMENTS.sandbox).toMatchObject({ tone: 'yellow', label: 'Sandbox' });
    expect(CARD_PAYMENTS.stripe).toMatchObject({ tone: 'green', label: 'Stripe' });
    expect(MAIL.outbox).toMatchObject({ tone: 'yellow', label: 'Outbox' });
    expect(MAIL.smtp).toMatchObject({ tone: 'green', label: 'Sent' });
  });

  it('names where uploaded files live, and says when instances do not share them', () => {
    expect(filesVerdict(setup({}))).toMatchObject({ tone: 'grey', label: 'Disk' });
    const twoOnOneDisk = [
      instance('web-1', '/mnt/shared/files on web-1'),
      instance('web-2', '/mnt/shared/files on web-2'),
    ];
    expect(filesVerdict(setup({ instances: twoOnOneDisk }))).toMatchObject({
      tone: 'green',
      label: 'Shared disk',
    });
    expect(filesVerdict(setup({ fileStorage: 's3' }))).toMatchObject({ tone: 'green', label: 'S3' });
    const apart = filesVerdict(setup({ instances: twoOnOneDisk, filesShared: false }));
    expect(apart).toMatchObject({ tone: 'red', label: 'Not shared' });
    expect(apart.text).toContain('Set STORAGE_DRIVER=s3, or one shared DATA_DIR, on every instance.');
  });

  it('counts the instances running', () => {
    expect(instancesVerdict(setup({}))).toMatchObject({ tone: 'blue', label: '1 running' });
    expect(instancesVerdict(setup({ instances: [] }))).toMatchObject({ tone: 'grey', label: '0 running' });
  });
});
