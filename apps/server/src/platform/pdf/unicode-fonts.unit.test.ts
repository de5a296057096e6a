import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { checkEmbeddedGlyphs } from '../../test/pdf-glyphs';
import { pdfTexts } from '../../test/pdf-text';
import { embedUnicodeFonts, missingGlyph } from './unicode-fonts';

async function drawn(lines: Array<{ text: string; bold?: boolean }>) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const text = await embedUnicodeFonts(
    pdf,
    lines.map((line) => line.text),
  );
  lines.forEach((line, index) =>
    text.draw(page, line.text, { x: 50, y: 800 - 20 * index, size: 11, bold: line.bold }),
  );
  return pdf.save();
}

describe('PDF text in any script', () => {
  it('prints regular and bold text in Latin, Greek, Cyrillic and CJK, mixed on one line', async () => {
    const lines = [
      { text: 'Łukasz Dvořák — Ελένη — Иван' },
      { text: 'Łukasz Dvořák — Ελένη — Иван', bold: true },
      { text: '山田太郎 (Yamada Tarō)' },
      { text: '山田太郎 (Yamada Tarō)', bold: true },
    ];
    expect(await pdfTexts(await drawn(lines))).toEqual(lines.map((line) => line.text));
  });

  it('draws every glyph with the outline its font has, in each script and weight', async () => {
    const text = 'Netlease B.V. INVOICE 0123456789 €$%: Łukasz Dvořák — Ελένη — Иван — 山田太郎';
    const { checked, wrong } = await checkEmbeddedGlyphs(await drawn([{ text }, { text, bold: true }]));
    expect(wrong).toEqual([]);
    // Every distinct character of the line was compared, in both weights.
    expect(checked).toBeGreaterThanOrEqual(2 * new Set(text).size);
  });

  it('composes decomposed accents before drawing', async () => {
    expect(await pdfTexts(await drawn([{ text: 'Dvor\u030Ca\u0301k' }]))).toEqual(['Dvořák']);
  });

  it('prints what no embedded font covers as its code point, never as a silent "?"', async () => {
    // Hangul is in neither Noto Sans nor Noto Sans JP (docs/decisions/259-pdf-fonts.md).
    expect(missingGlyph(0xd64d)).toBe('[U+D64D]');
    expect(await pdfTexts(await drawn([{ text: 'Kim 홍길동' }]))).toEqual(['Kim [U+D64D][U+AE38][U+B3D9]']);
  });

  it('embeds the CJK font only when a text needs it', async () => {
    const latin = await drawn([{ text: 'Ada Lovelace' }]);
    const cjk = await drawn([{ text: '山田太郎' }]);
    const fontsOf = async (bytes: Uint8Array) =>
      (await PDFDocument.load(bytes)).context
        .enumerateIndirectObjects()
        .map(([, object]) => String(object))
        .filter((text) => text.includes('/BaseFont'))
        .join(' ');
    expect(await fontsOf(latin)).not.toMatch(/NotoSansJP/);
    expect(await fontsOf(cjk)).toMatch(/NotoSansJP/);
  });
});
