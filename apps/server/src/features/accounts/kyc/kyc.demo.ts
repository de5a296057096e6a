import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@netlease/shared/auth';
import { TERMS_VERSION } from '@netlease/shared/legal';
import type { AppContext } from '../../../platform/app-context';
import { hashPassword } from '../../../platform/auth/passwords';
import { users } from '../../../platform/db/schema/platform/index';
import { kycVerifications } from '../../../platform/db/schema/accounts/index';
import { HOUR } from '../../../platform/clock';
import { embedUnicodeFonts, loadPdfLib } from '../../../platform/pdf/unicode-fonts';

const SELLER_EMAIL = 'monetizer@netlease.demo';
const STAFF_EMAIL = 'staff@netlease.demo';
/** A seller who signed up and waits for verification (no quick login; the demo password works). */
const NEWCOMER = { email: 'newcomer@netlease.demo', name: 'Nico Newcomer' };
// A 1x1 PNG: enough for the staff review dialog to open a real image.
const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function buildDemoIdDocument(name: string): Promise<Buffer> {
  const { PDFDocument } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 260]);
  const text = await embedUnicodeFonts(pdf, [name]);
  text.draw(page, 'DEMO IDENTITY DOCUMENT', { x: 30, y: 210, size: 18 });
  text.draw(page, `Name: ${name}`, { x: 30, y: 170, size: 12 });
  text.draw(page, 'Not a real document. Generated for the Netlease demo.', { x: 30, y: 40, size: 10 });
  return Buffer.from(await pdf.save());
}

/**
 * Demo step: the demo monetizer's identity is verified (a seller must be, to register blocks and
 * take payouts; docs/PRODUCT.md "Accounts"), and a newcomer seller's request waits in the staff queue.
 */
export async function seedDemoKyc(ctx: AppContext) {
  const [seller, staff] = await Promise.all(
    [SELLER_EMAIL, STAFF_EMAIL].map(async (email) => {
      const [row] = await ctx.db
        .select({ id: users.id, name: users.name, kycStatus: users.kycStatus })
        .from(users)
        .where(eq(users.email, email));
      return row;
    }),
  );
  if (!seller || !staff || seller.kycStatus !== 'not_started') return;

  const now = ctx.clock.now().getTime();
  const sellerFolder = `kyc-${seller.id}`;
  const sellerId = await ctx.storage.put(sellerFolder, 'pdf', await buildDemoIdDocument(seller.name));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.transaction(async (tx) => {
    const verifiedAt = new Date(now - 40 * 24 * HOUR);
    await tx.insert(kycVerifications).values({
      userId: seller.id,
      status: 'approved',
      idDocumentKey: sellerId,
      businessDocumentKey: null,
      submittedAt: new Date(verifiedAt.getTime() - 20 * HOUR),
      reviewedBy: staff.id,
      reviewedAt: verifiedAt,
      createdAt: new Date(verifiedAt.getTime() - 20 * HOUR),
    });
    await tx.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, seller.id));

    const [newcomer] = await tx
      .insert(users)
      .values({
        email: NEWCOMER.email,
        name: NEWCOMER.name,
        role: 'monetizer',
        passwordHash,
        emailVerifiedAt: new Date(now - 5 * HOUR),
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: new Date(now - 6 * HOUR),
        kycStatus: 'pending',
      })
      .returning({ id: users.id });
    const folder = `kyc-${newcomer!.id}`;
    const submittedAt = new Date(now - 3 * HOUR);
    await tx.insert(kycVerifications).values({
      userId: newcomer!.id,
      status: 'pending',
      idDocumentKey: await ctx.storage.put(folder, 'pdf', await buildDemoIdDocument(NEWCOMER.name)),
      businessDocumentKey: await ctx.storage.put(folder, 'png', DEMO_PNG),
      submittedAt,
      createdAt: submittedAt,
    });
  });
}
