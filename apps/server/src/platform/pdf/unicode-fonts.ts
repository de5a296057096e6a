import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * pdf-lib and fontkit are loaded on the first PDF a process draws, not at start: together they are
 * some 8 MB of heap that a server drawing no PDF would carry for nothing (docs/decisions/278).
 * Node keeps a module once loaded, so later PDFs pay nothing.
 */
export const loadPdfLib = () => import('pdf-lib');

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type PdfLibFont = ReturnType<PdfLibFontkit['create']>;

/**
 * fontkit 2 (foliojs), in the shape pdf-lib 1.17 calls: pdf-lib reads a font subset as a stream
 * (fontkit 1's `encodeStream`), which fontkit 2 replaced with `encode()`. pdf-lib's own fork of
 * fontkit 1 wrote TrueType subsets whose glyphs were partly blank (docs/decisions/310).
 */
const loadFontkit = async (): Promise<PdfLibFontkit> => {
  const fontkit = await import('fontkit');
  return {
    create(bytes) {
      const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (!('createSubset' in font))
        throw new Error('A font collection was given where a font was expected.');
      const createSubset = font.createSubset.bind(font);
      const createStreamedSubset = () => {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
      };
      return Object.assign(font, { createSubset: createStreamedSubset }) as unknown as PdfLibFont;
    },
  };
};

/**
 * The fonts every PDF the server makes prints with, so a name prints as the user wrote it in any
 * script (docs/PRODUCT.md "Invoices", "ASNs and LOAs", "Documents"; docs/decisions/259-pdf-fonts.md):
 * Noto Sans (Latin, Greek, Cyrillic) and, only when a text needs it, Noto Sans JP (kana and the
 * CJK ideographs). Both are embedded as subsets: a PDF carries only the glyphs it draws.
 *
 * The files are read from node_modules, resolved from this source file, which is the same under
 * tsx, in the tests and in the compiled server (scripts/build.mjs keeps packages as imports and
 * rewrites import.meta.url to this file's own address).
 */
export const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  cjkRegular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  cjkBold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
} as const;
type Face = keyof typeof FONT_FILES;

const resolveModule = createRequire(import.meta.url);

interface LoadedFont {
  bytes: Uint8Array;
  covers: (codePoint: number) => boolean;
}

/** Each file is read and parsed once per process; the CJK files (5 MB each) only when first needed. */
const loaded = new Map<Face, Promise<LoadedFont>>();
function load(face: Face): Promise<LoadedFont> {
  let font = loaded.get(face);
  if (!font) {
    font = Promise.all([readFile(resolveModule.resolve(FONT_FILES[face])), loadFontkit()]).then(
      ([buffer, fontkit]) => {
        const bytes = new Uint8Array(buffer);
        const parsed = fontkit.create(bytes);
        return { bytes, covers: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint) };
      },
    );
    loaded.set(face, font);
    // A failed read is not cached: the next PDF tries again.
    font.catch(() => loaded.delete(face));
  }
  return font;
}

/** What no embedded font can draw prints as its code point, visibly, never as a silent "?". */
export const missingGlyph = (codePoint: number) =>
  `[U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}]`;

interface Run {
  text: string;
  font: PDFFont;
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  color?: Color;
}

export interface UnicodeText {
  /** Draws one line of `text`, switching font where the script needs it. */
  draw: (page: PDFPage, text: string, options: DrawOptions) => void;
  /** The width in points of `text` as `draw` would print it. */
  width: (text: string, size: number, bold?: boolean) => number;
}

/**
 * Embeds the fonts `pdf` needs to print `texts` (every text the caller will draw that a user or the
 * data supplied: names, companies, e-mail addresses) and returns a writer for them.
 */
export async function embedUnicodeFonts(pdf: PDFDocument, texts: readonly string[]): Promise<UnicodeText> {
  pdf.registerFontkit(await loadFontkit());
  const [regular, bold] = await Promise.all([load('regular'), load('bold')]);
  const codePoints = [...texts.join('').normalize('NFC')].map((char) => char.codePointAt(0) ?? 0);
  const needsCjk = codePoints.some((codePoint) => !regular.covers(codePoint) && !bold.covers(codePoint));
  const cjk = needsCjk ? await Promise.all([load('cjkRegular'), load('cjkBold')]) : undefined;
  const embed = (font: LoadedFont) => pdf.embedFont(font.bytes, { subset: true });
  const faces = {
    regular: { font: await embed(regular), covers: regular.covers },
    bold: { font: await embed(bold), covers: bold.covers },
  };
  // A CJK text may be drawn regular or bold: both weights are embedded, as subsets only what is drawn.
  const cjkFaces = cjk
    ? {
        regular: { font: await embed(cjk[0]), covers: cjk[0].covers },
        bold: { font: await embed(cjk[1]), covers: cjk[1].covers },
      }
    : undefined;

  const runs = (text: string, isBold: boolean): Run[] => {
    const primary = isBold ? faces.bold : faces.regular;
    const fallback = isBold ? cjkFaces?.bold : cjkFaces?.regular;
    const result: Run[] = [];
    const push = (piece: string, font: PDFFont) => {
      const last = result.at(-1);
      if (last && last.font === font) last.text += piece;
      else result.push({ text: piece, font });
    };
    for (const char of text.normalize('NFC')) {
      const codePoint = char.codePointAt(0) ?? 0;
      // Control characters never reach here from a contract (single-line text), but print visibly.
      const printable = codePoint >= 0x20 && (codePoint < 0x7f || codePoint > 0x9f);
      if (printable && primary.covers(codePoint)) push(char, primary.font);
      else if (printable && fallback?.covers(codePoint)) push(char, fallback.font);
      else push(missingGlyph(codePoint), primary.font);
    }
    return result;
  };

  return {
    draw(page, text, { x, y, size, bold: isBold = false, color }) {
      let cursor = x;
      for (const run of runs(text, isBold)) {
        page.drawText(run.text, { x: cursor, y, size, font: run.font, ...(color ? { color } : {}) });
        cursor += run.font.widthOfTextAtSize(run.text, size);
      }
    },
    width(text, size, isBold = false) {
      return runs(text, isBold).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
    },
  };
}
