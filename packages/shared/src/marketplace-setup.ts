import { z } from 'zod';

/**
 * What an admin reads of how this marketplace is set up (docs/PRODUCT.md "Admin panel"): the card
 * processor, whether mail is sent, where uploaded files live, and the server instances running on
 * its database, so a setting that leaves buyers or sellers stuck shows without reading the logs.
 */
export const marketplaceSetupSchema = z.object({
  /** CARD_GATEWAY: 'none' means no card payments and no deposits. */
  cardPayments: z.enum(['stripe', 'sandbox', 'none']),
  /** 'smtp': mail is sent; 'outbox': kept in the demo outbox and never sent. */
  mail: z.enum(['smtp', 'outbox']),
  /** STORAGE_DRIVER of the instance that answered. */
  fileStorage: z.enum(['local', 's3']),
  /** The instances seen in the last three minutes, oldest first. */
  instances: z.array(
    z.object({
      host: z.string(),
      pid: z.number().int(),
      /** Where it keeps uploaded files: a directory and host, or a bucket. */
      fileStorage: z.string(),
      startedAt: z.string(),
      seenAt: z.string(),
      /** The instance that answered this request. */
      isThisInstance: z.boolean(),
    }),
  ),
  /** Every running instance keeps its uploaded files in the same place. */
  filesShared: z.boolean(),
});
export type MarketplaceSetupReply = z.infer<typeof marketplaceSetupSchema>;
