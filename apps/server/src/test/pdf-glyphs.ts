import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';
import { FONT_FILES } from '../platform/pdf/unicode-fonts';

const resolveModule = createRequire(import.meta.url);

/** The font files the server embeds (platform/pdf/unicode-fonts.ts), by PostScript name. */
const SOURCE_FONTS = new Map(
  Object.values(FONT_FILES).map((file) => {
    const font = fontkit.create(readFileSync(resolveModule.resolve(file))) as fontkit.Font;
    return [font.postscriptName, font] as const;
  }),
);

/** A glyph's outline as SVG path data; a glyph its font cannot even decode has none. */
function outlineOf(font: fontkit.Font, glyphId: number): string | undefined {
  try {
    return font.getGlyph(glyphId).path.toSVG();
  } catch {
    return undefined;
  }
}

const bytesOf = (stream: PDFObject | undefined) =>
  stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : undefined;

/** `<0003> <004E0065>` lines of a ToUnicode CMap: glyph id → the text it stands for. */
function toUnicodeEntries(cmap: string): Array<{ glyphId: number; text: string }> {
  const entries: Array<{ glyphId: number; text: string }> = [];
  for (const [, id, units] of cmap.matchAll(/^<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>$/gm)) {
    const codeUnits = units!.match(/.{4}/g)!.map((unit) => Number.parseInt(unit, 16));
    entries.push({ glyphId: Number.parseInt(id!, 16), text: String.fromCharCode(...codeUnits) });
  }
  return entries;
}

/**
 * Checks every glyph the PDF's embedded fonts carry against the font file it was cut from: each
 * glyph the ToUnicode map names must draw the outline the source font draws for that text. A
 * text-extraction test cannot see a broken subset (the ToUnicode map still names the letters);
 * this does. Answers how many glyphs were compared and a line for each that differs.
 */
export async function checkEmbeddedGlyphs(bytes: Uint8Array): Promise<{ checked: number; wrong: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const lookup = (object: PDFObject | undefined) => (object ? pdf.context.lookup(object) : undefined);
  let checked = 0;
  const wrong: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const baseFont = String(object.get(PDFName.of('BaseFont'))).replace(/^\//, '');
    const source = SOURCE_FONTS.get(baseFont.replace(/-\d+$/, ''));
    if (!source) {
      wrong.push(`${baseFont}: not a font the server embeds`);
      continue;
    }
    const descendants = lookup(object.get(PDFName.of('DescendantFonts')));
    const cidFont = descendants instanceof PDFArray ? lookup(descendants.get(0)) : undefined;
    const descriptor =
      cidFont instanceof PDFDict ? lookup(cidFont.get(PDFName.of('FontDescriptor'))) : undefined;
    const fontFile =
      descriptor instanceof PDFDict ? bytesOf(lookup(descriptor.get(PDFName.of('FontFile2')))) : undefined;
    const cmap = bytesOf(lookup(object.get(PDFName.of('ToUnicode'))));
    if (!fontFile || !cmap) {
      wrong.push(`${baseFont}: no embedded font file or ToUnicode map`);
      continue;
    }
    const subset = fontkit.create(Buffer.from(fontFile)) as fontkit.Font;
    for (const { glyphId, text } of toUnicodeEntries(new TextDecoder().decode(cmap))) {
      checked += 1;
      const expected = source.layout(text).glyphs.map((glyph) => glyph.path.toSVG());
      const drawn = outlineOf(subset, glyphId);
      if (expected.length !== 1 || expected[0] !== drawn) {
        wrong.push(`${baseFont}: glyph ${glyphId} for "${text}" is not the source font's outline`);
      }
    }
  }
  return { checked, wrong };
}
