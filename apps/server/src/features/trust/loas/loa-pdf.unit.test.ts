import { describe, expect, it } from 'vitest';
import { NAMES_IN_EVERY_SCRIPT } from '../../../test/script-names';
import { checkEmbeddedGlyphs } from '../../../test/pdf-glyphs';
import { pdfTexts } from '../../../test/pdf-text';
import { buildLoaPdf, type LoaLetter } from './loa-pdf';

const letter = (holder: string, buyer: string, buyerCompany: string | null = null): LoaLetter => ({
  code: 'LOA-ABCD-EFGH-JKLM',
  holder,
  holderCompany: null,
  buyer,
  buyerCompany,
  prefix: '203.0.113.0/24',
  asnNumber: 64500,
  asnOrganization: 'Example Transit',
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2026-12-31T00:00:00Z'),
  issuedAt: new Date('2026-01-01T00:00:00Z'),
  verifyUrl: 'https://netlease.example/verify-loa/LOA-ABCD-EFGH-JKLM',
});

describe('the LOA PDF', () => {
  it.each(NAMES_IN_EVERY_SCRIPT)('prints the parties’ names as written: %s', async (name) => {
    const texts = await pdfTexts(await buildLoaPdf(letter(name, `${name} Jr.`)));
    // Under "Holder" and "Authorized party" the names stand alone on their line.
    expect(texts[texts.indexOf('Holder') + 1]).toBe(name);
    expect(texts[texts.indexOf('Authorized party') + 1]).toBe(`${name} Jr.`);
    expect(texts.join('\n')).not.toContain('?');
  });

  it('draws every glyph of the letter with its font’s own outline', async () => {
    const bytes = await buildLoaPdf(letter('Łukasz Dvořák', 'Дмитрий Иванов', '山田商事 株式会社'));
    const glyphs = await checkEmbeddedGlyphs(bytes);
    expect(glyphs.wrong).toEqual([]);
    expect(glyphs.checked).toBeGreaterThan(40);
  });

  it('mixes scripts on one line and keeps the layout’s texts', async () => {
    const bytes = await buildLoaPdf(letter('Łukasz Dvořák', 'Дмитрий Иванов', '山田商事 株式会社'));
    const texts = await pdfTexts(bytes);
    expect(texts).toEqual(
      expect.arrayContaining([
        'LETTER OF AUTHORIZATION',
        'Verification code: LOA-ABCD-EFGH-JKLM',
        'Holder',
        'Łukasz Dvořák',
        'Authorized party',
        'Дмитрий Иванов (山田商事 株式会社)',
        'AS64500 (Example Transit)',
      ]),
    );
  });

  it('stays small: the fonts are embedded as subsets', async () => {
    // Measured: 12.3 kB for a letter in Latin, Greek and Cyrillic, 14.3 kB with CJK names (Noto Sans
    // JP added, only the glyphs drawn). One whole Noto Sans weight is 630 kB, one Noto Sans JP
    // weight 5.5 MB: the bounds leave room for longer names, never for a whole font.
    const latin = await buildLoaPdf(letter('Αλέξανδρος Παπαδόπουλος', 'Дмитрий Иванов'));
    const cjk = await buildLoaPdf(letter('山田太郎', '李小龍', '山田商事 株式会社'));
    expect(latin.length).toBeLessThan(40_000);
    expect(cjk.length).toBeLessThan(60_000);
  });
});
