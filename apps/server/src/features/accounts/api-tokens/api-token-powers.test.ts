import { describe, expect } from 'vitest';
import type { ApiTokenScope } from '@netlease/shared/api-tokens';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { createOwnedObjects, type OwnedObjects } from '../../../test/owned-objects';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';

/**
 * Staff and admin powers stay with the browser (docs/PRODUCT.md "Programmatic access",
 * docs/decisions/240-token-powers.md): a token of a staff member or an admin acts as a customer, so
 * a read through it reaches only its owner's own objects, while the same person's browser session
 * keeps every power of the role.
 */
let o: OwnedObjects;
test.beforeAll(async ({ app }) => {
  o = createOwnedObjects(app);
});

const SCOPES: ApiTokenScope[] = ['read', 'trade'];

describe.each(SCOPES)('a %s token of staff or an admin', (scope) => {
  test("opens no customer's ticket or attachment, only its owner's own", async ({
    app,
    leaser: customer,
  }) => {
    const ticket = await o.ticket(customer);
    const attachment = await o.ticketAttachment(customer, ticket.id);
    for (const role of ['staff', 'admin'] as const) {
      const member = await signInAs(app, { role });
      const ownTicket = await o.ticket(member);
      const { secret } = await createTokenFor(member.client, { scope });
      const paths = [`/api/tickets/${ticket.id}`, `/api/tickets/${ticket.id}/attachments/${attachment.id}`];
      for (const path of paths) {
        // The browser session keeps the role's powers (docs/PRODUCT.md "Support tickets").
        expect((await member.client.get(path)).status, `${role} session ${path}`).toBe(200);
        const throughToken = await callWithToken(app, secret, 'GET', path);
        expect(throughToken.status, `${role} token ${path}`).toBe(404);
        expect(JSON.stringify(throughToken.body)).not.toContain(customer.user.email);
      }
      expect((await callWithToken(app, secret, 'GET', '/api/tickets')).body.tickets).toEqual([
        expect.objectContaining({ id: ownTicket.id }),
      ]);
      expect((await callWithToken(app, secret, 'GET', `/api/tickets/${ownTicket.id}`)).status).toBe(200);
    }
  });

  test("reads no other user's LOA file, block letter or unpublished offer", async ({
    app,
    seller,
    leaser: buyer,
  }) => {
    const loa = await o.loa(buyer.user.id, seller.user.id);
    const block = await o.approvedBlock(seller.user.id);
    const pending = await o.listing(seller.user.id, 'pending');
    const pendingPackage = await o.serverPackage(seller.user.id, 'pending');
    const admin = await signInAs(app, { role: 'admin' });
    const { secret } = await createTokenFor(admin.client, { scope });
    const paths = [
      `/api/loas/${loa.id}/file`,
      `/api/ip-blocks/${block.id}/loa`,
      `/api/marketplace/listings/${pending.id}`,
      `/api/marketplace/server-packages/${pendingPackage.id}`,
    ];
    for (const path of paths) {
      expect((await admin.client.get(path)).status, `session ${path}`).toBe(200);
      expect((await callWithToken(app, secret, 'GET', path)).status, `token ${path}`).toBe(404);
    }
    // The parties' own tokens still read the letter.
    for (const party of [buyer, seller]) {
      const own = await createTokenFor(party.client, { scope });
      expect((await callWithToken(app, own.secret, 'GET', `/api/loas/${loa.id}/file`)).status).toBe(200);
    }
  });

  test('shows the dashboard of a customer, without the staff and admin queues', async ({ app }) => {
    for (const role of ['staff', 'admin'] as const) {
      const member = await signInAs(app, { role });
      expect((await member.client.get('/api/dashboard/overview')).body).toHaveProperty('staff');
      const { secret } = await createTokenFor(member.client, { scope });
      const overview = await callWithToken(app, secret, 'GET', '/api/dashboard/overview');
      expect(overview.status).toBe(200);
      expect(overview.body).not.toHaveProperty('staff');
      expect(overview.body).not.toHaveProperty('admin');
    }
  });
});
