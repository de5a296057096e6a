import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@netlease/shared/tickets';
import { auditLogs, ticketAttachments, ticketMessages } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { MINUTE } from '../../../platform/clock';
import { buildMultipart, SAMPLE_FILES, type ApiClient } from '../../../test/api-client';

// A JPEG needs only its start-of-image marker and a JFIF header to be recognised by content.
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);

async function openTicket(client: ApiClient) {
  const response = await client.post('/api/tickets', {
    title: 'Invoice looks wrong',
    description: 'Please see the attached scan.',
  });
  expect(response.status).toBe(201);
  return response.body.ticket.id as string;
}

function attach(
  client: ApiClient,
  ticketId: string,
  file: { filename: string; content: Buffer; contentType?: string } | null,
  fields: Record<string, string> = {},
) {
  const form = buildMultipart(
    fields,
    file
      ? [
          {
            field: 'file',
            filename: file.filename,
            contentType: file.contentType ?? 'application/octet-stream',
            content: file.content,
          },
        ]
      : [],
  );
  return client.send('POST', `/api/tickets/${ticketId}/attachments`, form.body, form.headers);
}

/** The raw bytes of a download, as the browser receives them. */
async function download(app: TestApp, client: ApiClient, url: string) {
  const response = await app.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return response;
}

describe('attaching files to a ticket', () => {
  test('stores a checked file under a server key and shows it in the live thread and the detail', async ({
    app,
    db,
  }) => {
    const { user, client } = await signInAs(app, { name: 'Ada Opener' });
    const ticketId = await openTicket(client);
    app.clock.advance(MINUTE);
    const response = await attach(
      client,
      ticketId,
      { filename: 'scan of invoice.pdf', content: SAMPLE_FILES.pdf },
      { message: 'Here is the invoice.' },
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      ticketId,
      message: 'Here is the invoice.',
      sender: { id: user.id },
      attachments: [
        {
          fileName: 'scan of invoice.pdf',
          mime: 'application/pdf',
          sizeBytes: SAMPLE_FILES.pdf.length,
        },
      ],
    });
    const attachment = response.body.attachments[0];
    expect(attachment.url).toBe(`/api/tickets/${ticketId}/attachments/${attachment.id}`);
    const [row] = await db.select().from(ticketAttachments).where(eq(ticketAttachments.id, attachment.id));
    // Nothing of the uploader's name survives in the storage key.
    expect(row!.storageKey).toMatch(/^ticket-attachments\/[0-9a-f-]{36}\.pdf$/);

    const detail = await client.get(`/api/tickets/${ticketId}`);
    const withFile = detail.body.messages.find((item: { id: string }) => item.id === response.body.id);
    expect(withFile).toMatchObject({ attachments: [{ id: attachment.id }] });
    expect(detail.body.messages[0].attachments).toEqual([]);

    const file = await download(app, client, attachment.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toContain('filename="scan of invoice.pdf"');
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  test('accepts PNG and JPEG, and names the message after the file when no text is given', async ({
    app,
    leaser: { client },
  }) => {
    const ticketId = await openTicket(client);
    const png = await attach(client, ticketId, { filename: 'screenshot.PNG', content: SAMPLE_FILES.png });
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ message: 'screenshot.PNG', attachments: [{ mime: 'image/png' }] });
    const jpeg = await attach(client, ticketId, { filename: 'photo (1).jpeg', content: JPEG });
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.attachments[0].mime).toBe('image/jpeg');
    const raw = await download(app, client, jpeg.body.attachments[0].url);
    expect(raw.headers['content-type']).toBe('image/jpeg');
    expect(raw.rawPayload.equals(JPEG)).toBe(true);
  });

  test('refuses wrong content, wrong types, oversize files, bad names and no file, with clear messages', async ({
    db,
    leaser: { client },
  }) => {
    const ticketId = await openTicket(client);
    const cases: Array<[{ filename: string; content: Buffer } | null, number, string, string]> = [
      [
        { filename: 'invoice.pdf', content: SAMPLE_FILES.text },
        415,
        'Unsupported file',
        "The file's content is not a PDF, PNG or JPEG, whatever its name says.",
      ],
      [
        // A real PNG behind a .pdf name is not what it claims either.
        { filename: 'invoice.pdf', content: SAMPLE_FILES.png },
        415,
        'Unsupported file',
        "The file's content is not a PDF, PNG or JPEG, whatever its name says.",
      ],
      [
        { filename: 'notes.txt', content: SAMPLE_FILES.text },
        415,
        'Unsupported file',
        'Only PDF, PNG or JPEG files can be attached.',
      ],
      [
        {
          filename: 'big.pdf',
          content: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(TICKET_ATTACHMENT_MAX_BYTES)]),
        },
        413,
        'File too large',
        'Attachments can be at most 5 MB.',
      ],
      [
        { filename: '../../etc/passwd.pdf', content: SAMPLE_FILES.pdf },
        400,
        'Invalid file name',
        'The file name may not contain folders, control characters or "..". Please rename the file.',
      ],
      [
        { filename: '..\\..\\windows\\win.ini.png', content: SAMPLE_FILES.png },
        400,
        'Invalid file name',
        'The file name may not contain folders, control characters or "..". Please rename the file.',
      ],
      [
        { filename: 'folder/scan.png', content: SAMPLE_FILES.png },
        400,
        'Invalid file name',
        'The file name may not contain folders, control characters or "..". Please rename the file.',
      ],
      [null, 400, 'File required', 'Please choose a PDF, PNG or JPEG file to attach.'],
    ];
    for (const [file, status, title, message] of cases) {
      const response = await attach(client, ticketId, file);
      expect({ name: file?.filename, status: response.status, body: response.body }).toMatchObject({
        status,
        body: { title, message },
      });
    }
    const over10MB = await attach(client, ticketId, {
      filename: 'huge.png',
      content: Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(11 * 1024 * 1024)]),
    });
    expect(over10MB.status).toBe(413);
    expect(over10MB.body.title).toBe('File too large');
    // Nothing refused left a message or a row behind.
    const messages = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId));
    expect(messages).toHaveLength(1);
    expect(await db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticketId))).toEqual(
      [],
    );
  });

  test('lets only the opener, staff and admins attach and open files', async ({
    app,
    db,
    leaser: opener,
  }) => {
    const ticketId = await openTicket(opener.client);
    const uploaded = await attach(opener.client, ticketId, { filename: 'id.png', content: SAMPLE_FILES.png });
    const url = uploaded.body.attachments[0].url as string;

    const other = await signInAs(app);
    const refused = await download(app, other.client, url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().title).toBe('Attachment not found');
    const otherAttach = await attach(other.client, ticketId, {
      filename: 'x.png',
      content: SAMPLE_FILES.png,
    });
    expect(otherAttach.status).toBe(404);
    // Another ticket's id in the path does not open this file.
    const otherTicket = await openTicket(other.client);
    const attachmentId = url.split('/').at(-1)!;
    expect(
      (await download(app, other.client, `/api/tickets/${otherTicket}/attachments/${attachmentId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await download(app, opener.client, `/api/tickets/${ticketId}/attachments/not-a-uuid`)).statusCode,
    ).toBe(404);

    const visitor = await app.app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(401);

    for (const role of ['staff', 'admin'] as const) {
      const reviewer = await signInAs(app, { role });
      const file = await download(app, reviewer.client, url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
      const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.actorId, reviewer.user.id));
      expect(audit).toMatchObject({ action: 'ticket.attachment_viewed', targetId: ticketId });
      // Staff can answer with a file too.
      const reply = await attach(reviewer.client, ticketId, {
        filename: 'answer.pdf',
        content: SAMPLE_FILES.pdf,
      });
      expect(reply.status).toBe(201);
      expect((await download(app, opener.client, reply.body.attachments[0].url)).statusCode).toBe(200);
    }
  });

  test('refuses files on a closed ticket', async ({ app, db, leaser: opener }) => {
    const ticketId = await openTicket(opener.client);
    const staff = await signInAs(app, { role: 'staff' });
    await staff.client.put(`/api/tickets/${ticketId}/status`, { status: 'closed' });
    const response = await attach(opener.client, ticketId, {
      filename: 'late.png',
      content: SAMPLE_FILES.png,
    });
    expect(response.status).toBe(409);
    expect(response.body.title).toBe('Ticket closed');
    expect(await db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticketId))).toEqual(
      [],
    );
  });
});
