import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The texts drawn on a PDF, as a reader copying them would get them: each separately placed text
 * (a label, a value, a line of a paragraph) is one entry, in drawing order. Extracted with PDF.js
 * (pdfjs-dist's legacy build, the one for Node), so a text only comes out right when its font maps
 * glyphs back to Unicode.
 */
export async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  // PDF.js takes over the buffer it is given: it reads a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const texts: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) texts.push(current.trim());
    current = '';
  };
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    let lastY: number | undefined;
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item)) continue;
      const y = item.transform[5] as number;
      // PDF.js fills the room between two texts on one baseline with a space as wide as that room;
      // a real space is a few points wide at the sizes used here.
      const isGap = item.str.trim() === '' && item.width > 10;
      if (isGap || (lastY !== undefined && Math.abs(y - lastY) > 0.5)) flush();
      if (!isGap) current += item.str;
      if (item.hasEOL) flush();
      lastY = y;
    }
    flush();
  }
  await document.destroy();
  return texts;
}
