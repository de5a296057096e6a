import { describe, expect, it } from 'vitest';
import { ASN_MESSAGES, checkAnnouncingAsn, validateAsnFields } from './asns';

const live = { allowDocumentation: false };
const demo = { allowDocumentation: true };

describe('AS numbers that may announce a leased range (docs/decisions/230-lease-delivery.md)', () => {
  it.each([
    [0, 'RFC 7607'],
    [23456, 'AS_TRANS, RFC 6793'],
    [64512, 'first private 16-bit'],
    [65000, 'private 16-bit'],
    [65534, 'last private 16-bit'],
    [65535, 'RFC 7300'],
    [65552, 'unallocated after documentation'],
    [131071, 'end of the unallocated block'],
    [4_200_000_000, 'first private 32-bit'],
    [4_294_967_294, 'last private 32-bit'],
    [4_294_967_295, 'RFC 7300'],
  ])('refuse AS%i (%s), on demo servers too', (asn) => {
    expect(checkAnnouncingAsn(asn, live)).toEqual({ ok: false, message: ASN_MESSAGES.reservedAsn });
    expect(checkAnnouncingAsn(asn, demo)).toEqual({ ok: false, message: ASN_MESSAGES.reservedAsn });
  });

  it.each([64496, 64500, 64511, 65536, 65551])('accept documentation AS%i on demo servers only', (asn) => {
    expect(checkAnnouncingAsn(asn, demo)).toEqual({ ok: true });
    expect(checkAnnouncingAsn(asn, live)).toEqual({
      ok: false,
      message: ASN_MESSAGES.documentationAsnOutsideDemo,
    });
  });

  it.each([1, 112, 3320, 23455, 23457, 64495, 131072, 213045, 4_199_999_999])('accept AS%i', (asn) => {
    expect(checkAnnouncingAsn(asn, live)).toEqual({ ok: true });
  });

  it('names the number field when the Add ASN form refuses one', () => {
    const fields = { organization: 'Example', rir: 'RIPE' };
    expect(validateAsnFields({ ...fields, asnNumber: 'AS64512' }, demo)).toEqual({
      ok: false,
      message: ASN_MESSAGES.reservedAsn,
      field: 'asnNumber',
    });
    expect(validateAsnFields({ ...fields, asnNumber: 'as 4200000000' }, demo)).toMatchObject({
      ok: false,
      field: 'asnNumber',
    });
    expect(validateAsnFields({ ...fields, asnNumber: 'AS213045' }, live)).toMatchObject({ ok: true });
  });
});
