import { eq } from 'drizzle-orm';
import type { BillingProfile, billingProfileInputSchema } from '@netlease/shared/billing';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/app-context';
import { billingProfiles } from '../../../platform/db/schema/accounts/index';

/* The billing profile: who invoices are made out to (docs/PRODUCT.md "Billing details"). */

type BillingProfileRow = typeof billingProfiles.$inferSelect;

const toBillingProfile = (row: BillingProfileRow): BillingProfile => ({
  customerType: row.customerType,
  legalName: row.legalName,
  street: row.street,
  city: row.city,
  postalCode: row.postalCode,
  country: row.country,
  vatId: row.vatId,
  billingEmail: row.billingEmail,
  updatedAt: row.updatedAt.toISOString(),
});

/** The user's billing profile, or null before they first save one. */
export async function getBillingProfile(ctx: AppContext, userId: string): Promise<BillingProfile | null> {
  const [row] = await ctx.db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId));
  return row ? toBillingProfile(row) : null;
}

/** Writes the whole profile (one statement: insert, or replace the user's row). */
export async function saveBillingProfile(
  ctx: AppContext,
  userId: string,
  input: z.output<typeof billingProfileInputSchema>,
): Promise<BillingProfile> {
  const values = {
    customerType: input.customerType,
    legalName: input.legalName,
    street: input.street,
    city: input.city,
    postalCode: input.postalCode,
    country: input.country,
    vatId: input.vatId,
    billingEmail: input.billingEmail,
  };
  const [row] = await ctx.db
    .insert(billingProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toBillingProfile(row!);
}
