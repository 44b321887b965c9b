import { describe, expect, it } from 'vitest';
import { GEOCODE_MESSAGES as M, GeocodeQuery, GeocodeResponse } from './geocoding';

const messageOf = (input: unknown) => GeocodeQuery.safeParse(input).error?.issues[0]?.message;

describe('GeocodeQuery', () => {
  it('when the address has spaces around it, then it is trimmed', () => {
    expect(GeocodeQuery.parse({ q: '  Village Road, Nashik ' })).toEqual({ q: 'Village Road, Nashik' });
  });
  it('when the address is missing or blank, then it asks for one', () => {
    expect(messageOf({})).toBe(M.queryRequired);
    expect(messageOf({ q: '   ' })).toBe(M.queryRequired);
  });
  it('when the address is longer than 300 characters, then it is refused with the limit', () => {
    expect(GeocodeQuery.safeParse({ q: 'a'.repeat(300) }).success).toBe(true);
    expect(messageOf({ q: 'a'.repeat(301) })).toBe('The address must be at most 300 characters');
  });
});

describe('GeocodeResponse', () => {
  it('when the status is OK, then a location is required; when ZERO_RESULTS, then it is null', () => {
    expect(GeocodeResponse.safeParse({ status: 'OK', location: { lat: 20, lng: 73.8 } }).success).toBe(true);
    expect(GeocodeResponse.safeParse({ status: 'OK', location: null }).success).toBe(false);
    expect(GeocodeResponse.safeParse({ status: 'ZERO_RESULTS', location: null }).success).toBe(true);
    expect(GeocodeResponse.safeParse({ status: 'ZERO_RESULTS', location: { lat: 1, lng: 1 } }).success).toBe(false);
  });
});
