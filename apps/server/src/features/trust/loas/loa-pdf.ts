import { drawPdf } from '../../../platform/pdf/pdf-drawing';
import { embedUnicodeFonts, loadPdfLib } from '../../../platform/pdf/unicode-fonts';

export interface LoaLetter {
  code: string;
  holder: string;
  holderCompany: string | null;
  buyer: string;
  buyerCompany: string | null;
  prefix: string;
  asnNumber: number;
  asnOrganization: string;
  validFrom: Date;
  validUntil: Date;
  issuedAt: Date;
  verifyUrl: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const party = (name: string, company: string | null) => (company ? `${name} (${company})` : name);

/** Word-wraps `text` to `width` points as `measure` measures a line. */
function wrap(text: string, measure: (line: string) => number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** An LOA filled from the order: holder, prefix, ASN, buyer, validity and the verification code. */
export function buildLoaPdf(letter: LoaLetter): Promise<Buffer> {
  return drawPdf(() => drawLoa(letter));
}

async function drawLoa(letter: LoaLetter): Promise<Buffer> {
  const { PDFDocument, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Letter of Authorization ${letter.code}`);
  pdf.setProducer('Netlease');
  pdf.setCreationDate(letter.issuedAt);
  const page = pdf.addPage([595, 842]);
  // Names print in any script (docs/PRODUCT.md "ASNs and LOAs").
  const text = await embedUnicodeFonts(pdf, [
    letter.holder,
    letter.holderCompany ?? '',
    letter.buyer,
    letter.buyerCompany ?? '',
    letter.asnOrganization,
    letter.verifyUrl,
  ]);
  const margin = 60;
  const width = 595 - 2 * margin;
  let y = 770;
  const write = (content: string, options: { size?: number; isBold?: boolean; gap?: number } = {}) => {
    const size = options.size ?? 11;
    const bold = options.isBold ?? false;
    for (const line of wrap(content, (candidate) => text.width(candidate, size, bold), width)) {
      text.draw(page, line, { x: margin, y, size, bold, color: rgb(0.1, 0.1, 0.15) });
      y -= size + 5;
    }
    y -= options.gap ?? 6;
  };

  write('LETTER OF AUTHORIZATION', { size: 18, isBold: true, gap: 4 });
  write(`Verification code: ${letter.code}`, { isBold: true });
  write(`Date of issue: ${day(letter.issuedAt)}`, { gap: 18 });
  write('To whom it may concern,', { gap: 10 });
  write(
    `${party(letter.holder, letter.holderCompany)}, the holder of the IP address prefix ${letter.prefix}, ` +
      `authorizes ${party(letter.buyer, letter.buyerCompany)} to announce the prefix ${letter.prefix} ` +
      `from autonomous system AS${letter.asnNumber} (${letter.asnOrganization}).`,
    { gap: 10 },
  );
  write(`This authorization is valid from ${day(letter.validFrom)} until ${day(letter.validUntil)}.`, {
    gap: 18,
  });
  write('Prefix', { isBold: true, gap: 0 });
  write(letter.prefix);
  write('Origin ASN', { isBold: true, gap: 0 });
  write(`AS${letter.asnNumber} (${letter.asnOrganization})`);
  write('Holder', { isBold: true, gap: 0 });
  write(party(letter.holder, letter.holderCompany));
  write('Authorized party', { isBold: true, gap: 0 });
  write(party(letter.buyer, letter.buyerCompany));
  write('Validity', { isBold: true, gap: 0 });
  write(`${day(letter.validFrom)} to ${day(letter.validUntil)}`, { gap: 18 });
  write(`Check this letter at ${letter.verifyUrl}`, { size: 10 });
  write('Issued through Netlease on behalf of the holder.', { size: 10 });
  return Buffer.from(await pdf.save());
}
