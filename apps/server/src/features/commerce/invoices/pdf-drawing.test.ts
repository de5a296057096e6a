import { describe, expect } from 'vitest';
import { MESSAGES } from '@netlease/shared/messages';
import { PDF_DRAWING, drawPdf, pdfDrawingLoad } from '../../../platform/pdf/pdf-drawing';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { createServerPackage, fundWallet } from '../../../test/checkout-factories';

/** A buyer with one paid invoice, and a download of its PDF as the buyer's browser asks for it. */
async function invoiceToDownload(app: TestApp) {
  const seller = await signInAs(app, { role: 'monetizer' });
  const buyer = await signInAs(app);
  await fundWallet(buyer.client, 20_000);
  const pkg = await createServerPackage(app, seller.user.id);
  await buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' });
  const [invoice] = (await buyer.client.get('/api/invoices')).body.invoices;
  const cookie = [...buyer.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return () => app.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf`, headers: { cookie } });
}

/** Takes every drawing place of the process until `release()`, as long drawings would. */
function occupyDrawing() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: PDF_DRAWING.concurrency }, () => drawPdf(() => gate));
  return {
    release: async () => {
      release();
      await Promise.all(held);
    },
  };
}

/** Lets the event loop turn until `done()` holds (a state the code reaches without a timer). */
async function turnUntil(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

describe('PDF drawing across the process', () => {
  test('draws at most two at once: a burst of downloads waits its turn, then each gets its PDF', async ({
    app,
  }) => {
    const download = await invoiceToDownload(app);
    const occupied = occupyDrawing();
    let answered = 0;
    const downloads = Array.from({ length: 3 }, () => download().finally(() => (answered += 1)));
    try {
      await turnUntil(() => pdfDrawingLoad().waiting === 3);
      expect(pdfDrawingLoad()).toEqual({ running: PDF_DRAWING.concurrency, waiting: 3 });
      expect(answered).toBe(0);
      const metrics = await app.client().get<string>('/metrics');
      expect(metrics.body).toContain('netlease_pdf_drawings{state="running"} 2');
      expect(metrics.body).toContain('netlease_pdf_drawings{state="waiting"} 3');
    } finally {
      await occupied.release();
    }
    for (const response of await Promise.all(downloads)) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(pdfDrawingLoad()).toEqual({ running: 0, waiting: 0 });
  });

  test('answers Too many attempts at once when the queue is full, and draws again once it moves', async ({
    app,
  }) => {
    const download = await invoiceToDownload(app);
    const occupied = occupyDrawing();
    const queued = Array.from({ length: PDF_DRAWING.maxWaiting }, () => drawPdf(async () => 'queued'));
    try {
      expect(pdfDrawingLoad()).toEqual({
        running: PDF_DRAWING.concurrency,
        waiting: PDF_DRAWING.maxWaiting,
      });
      const refused = await download();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({
        title: MESSAGES.tooManyAttempts.title,
        code: 'too_many_requests',
        message: 'Please wait 1 second before trying again.',
      });
    } finally {
      await occupied.release();
    }
    expect(await Promise.all(queued)).toEqual(Array(PDF_DRAWING.maxWaiting).fill('queued'));
    const drawn = await download();
    expect(drawn.statusCode).toBe(200);
    expect(drawn.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a drawing that fails gives its place back', async () => {
    await expect(drawPdf(() => Promise.reject(new Error('font missing')))).rejects.toThrow('font missing');
    expect(pdfDrawingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
