import { describe, expect, it } from 'vitest';
import { availabilityText, describeLeaseSize, leaseSizeText, leaseUnitText } from './listing-text';

describe('describeLeaseSize', () => {
  it('splits a range into leases of the subnet size', () => {
    expect(describeLeaseSize('10.0.0.0/22', '/24')).toEqual({
      isIpv6: false,
      isTooLarge: false,
      ipCount: 256,
      leases: 4,
    });
  });

  it('leases the whole range as one when no subnet size is chosen', () => {
    expect(describeLeaseSize('10.0.0.0/23', '')).toEqual({
      isIpv6: false,
      isTooLarge: false,
      ipCount: 512,
      leases: 1,
    });
  });

  it('finds a subnet size larger than the range too large, with no lease count', () => {
    expect(describeLeaseSize('10.0.0.0/24', '/22')).toEqual({
      isIpv6: false,
      isTooLarge: true,
      ipCount: 1024,
      leases: null,
    });
  });

  it('leases an IPv6 range whole, whatever the subnet size', () => {
    expect(describeLeaseSize('2001:db8::/48', '/24')).toEqual({
      isIpv6: true,
      isTooLarge: false,
      ipCount: null,
      leases: 1,
    });
  });

  it('counts the subnet size alone while no block is chosen', () => {
    expect(describeLeaseSize(null, '/24')).toEqual({
      isIpv6: false,
      isTooLarge: false,
      ipCount: 256,
      leases: null,
    });
    expect(describeLeaseSize(null, '')).toEqual({
      isIpv6: false,
      isTooLarge: false,
      ipCount: null,
      leases: null,
    });
  });
});

describe('leaseSizeText', () => {
  it('reads the count per lease and the number of leases in the range', () => {
    expect(leaseSizeText('10.0.0.0/22', '/24')).toBe('IP count: 256 per lease · 4 leases in this range');
    expect(leaseSizeText('10.0.0.0/20', '')).toBe('IP count: 4,096 per lease · one lease in this range');
  });

  it('gives the count alone when the range is unknown or too small', () => {
    expect(leaseSizeText(null, '/23')).toBe('IP count: 512 per lease');
    expect(leaseSizeText('10.0.0.0/24', '/22')).toBe('IP count: 1,024 per lease');
  });

  it('asks for a block or a size when there is neither', () => {
    expect(leaseSizeText(null, '')).toBe('IP count: choose an IP block or a subnet size.');
  });

  it('explains that IPv6 ranges are leased whole', () => {
    expect(leaseSizeText('2001:db8::/48', '')).toBe(
      'IP count: the whole IPv6 range per lease (IPv6 ranges are leased whole).',
    );
  });
});

describe('leaseUnitText', () => {
  it('names the subnet size and its addresses', () => {
    expect(leaseUnitText({ subnet: '/24', ipCount: 256, cidr: '10.0.0.0/22' })).toBe(
      '/24 · 256 IPs per lease',
    );
  });

  it("uses the range's own size when the range is leased whole", () => {
    expect(leaseUnitText({ subnet: null, ipCount: 1024, cidr: '10.0.0.0/22' })).toBe(
      '/22 · 1,024 IPs per lease',
    );
  });

  it('reads an IPv6 listing (no IP count) as the whole range', () => {
    expect(leaseUnitText({ subnet: null, ipCount: null, cidr: '2001:db8::/48' })).toBe(
      'Whole range per lease',
    );
  });
});

describe('availabilityText', () => {
  it('counts the free units of the subnet size, plural when there are several', () => {
    expect(availabilityText({ subnet: '/24', unitsFree: 3, unitsTotal: 4 })).toBe('3 of 4 /24s available');
    expect(availabilityText({ subnet: '/24', unitsFree: 0, unitsTotal: 1 })).toBe('0 of 1 /24 available');
  });

  it('reads a listing leased whole without a unit', () => {
    expect(availabilityText({ subnet: null, unitsFree: 1, unitsTotal: 1 })).toBe('1 of 1 available');
  });
});
