import { createBusyLimiter } from '../work-limiter';

/**
 * Every PDF this process draws (an invoice, a credit note, a letter of authorization) takes a place
 * here: drawing one with the fonts for every script holds about 10 MB of heap and a core while it
 * runs, so a burst of downloads waits its turn instead of taking the server past its heap budget
 * (docs/PRODUCT.md "Invoices", docs/decisions/288). Past the queue's length a download is told to
 * try again shortly.
 */
export const PDF_DRAWING = { concurrency: 2, maxWaiting: 32, retryAfterMs: 1000 };

const drawing = createBusyLimiter(PDF_DRAWING);

/** PDFs drawing and waiting in this process (the metrics show them). */
export const pdfDrawingLoad = () => drawing.load();

/** Draws a PDF in its turn. Never call it inside a database transaction: the wait would hold it. */
export function drawPdf<T>(draw: () => Promise<T>): Promise<T> {
  return drawing.run(draw);
}
