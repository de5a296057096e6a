import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AppContext } from '../../app-context';
import { kycVerifications, users } from '../../platform/db/schema/index';
import { HOUR } from '../../platform/clock';

const APPLICANT_EMAIL = 'monetizer@netlease.demo';
// A 1x1 PNG: enough for the staff review dialog to open a real image.
const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function buildDemoIdDocument(name: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 260]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('DEMO IDENTITY DOCUMENT', { x: 30, y: 210, size: 18, font });
  page.drawText(`Name: ${name}`, { x: 30, y: 170, size: 12, font });
  page.drawText('Not a real document. Generated for the Netlease demo.', { x: 30, y: 40, size: 10, font });
  return Buffer.from(await pdf.save());
}

/** Demo step: one pending KYC request (the demo monetizer) waiting in the staff queue. */
export async function seedDemoKyc(ctx: AppContext) {
  const [applicant] = await ctx.db
    .select({ id: users.id, name: users.name, kycStatus: users.kycStatus })
    .from(users)
    .where(eq(users.email, APPLICANT_EMAIL));
  if (!applicant || applicant.kycStatus !== 'not_started') return;

  const folder = `kyc-${applicant.id}`;
  const idKey = await ctx.storage.put(folder, 'pdf', await buildDemoIdDocument(applicant.name));
  const businessKey = await ctx.storage.put(folder, 'png', DEMO_PNG);
  const submittedAt = new Date(ctx.clock.now().getTime() - 3 * HOUR);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(kycVerifications).values({
      userId: applicant.id,
      status: 'pending',
      idDocumentKey: idKey,
      businessDocumentKey: businessKey,
      submittedAt,
      createdAt: submittedAt,
    });
    await tx.update(users).set({ kycStatus: 'pending' }).where(eq(users.id, applicant.id));
  });
}
