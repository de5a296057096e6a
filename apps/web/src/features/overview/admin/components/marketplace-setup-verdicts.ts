import type { MarketplaceSetupReply } from '@netlease/shared/marketplace-setup';
import type { BadgeTone } from '@/components/ui/badge';

/** What the Setup card says of one setting: a badge and a sentence (docs/PRODUCT.md "Admin panel"). */
export interface Verdict {
  tone: BadgeTone;
  label: string;
  text: string;
}

export const CARD_PAYMENTS: Record<MarketplaceSetupReply['cardPayments'], Verdict> = {
  stripe: {
    tone: 'green',
    label: 'Stripe',
    text: 'Buyers pay by card and add money to their wallets through Stripe.',
  },
  sandbox: { tone: 'yellow', label: 'Sandbox', text: 'Test cards only: no real money moves.' },
  none: {
    tone: 'red',
    label: 'None',
    text: 'No card processor (CARD_GATEWAY): nobody can pay by card or add money to a wallet.',
  },
};

export const MAIL: Record<MarketplaceSetupReply['mail'], Verdict> = {
  smtp: { tone: 'green', label: 'Sent', text: 'Mail leaves through the mail server (SMTP_URL).' },
  outbox: { tone: 'yellow', label: 'Outbox', text: 'Mail is kept in the demo outbox and never sent.' },
};

export function filesVerdict(setup: MarketplaceSetupReply): Verdict {
  if (!setup.filesShared) {
    return {
      tone: 'red',
      label: 'Not shared',
      text:
        'The running instances keep uploaded files in different places: a document uploaded through one ' +
        'cannot be read through another. Set STORAGE_DRIVER=s3, or one shared DATA_DIR, on every instance.',
    };
  }
  return setup.fileStorage === 's3'
    ? { tone: 'green', label: 'S3', text: 'Uploaded files live in one S3 bucket.' }
    : setup.instances.length > 1
      ? { tone: 'green', label: 'Shared disk', text: 'Every instance reads one directory of uploaded files.' }
      : { tone: 'grey', label: 'Disk', text: "Uploaded files live on this server's disk (DATA_DIR/files)." };
}

export function instancesVerdict(setup: MarketplaceSetupReply): Verdict {
  const running = setup.instances.length;
  return running > 0
    ? { tone: 'blue', label: `${running} running`, text: 'Seen in the last three minutes.' }
    : { tone: 'grey', label: '0 running', text: 'None has reported itself yet.' };
}
