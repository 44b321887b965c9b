// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { asAnswered } from './remote-harness';

const FARM_ID = '00000000-0000-4000-8000-000000000001';

describe('the remote harness: stubbed answers go through the contract', () => {
  it('when a fixture matches the declared schema, then it comes back as apiFetch would return it', () => {
    const settings = { accept_transfers_manually: true };
    expect(asAnswered('transactions', 'settings', settings)).toEqual(settings);
  });

  it('when a fixture has drifted from the declared schema, then the test fails naming the endpoint', () => {
    expect(() => asAnswered('transactions', 'settings', { acceptManually: true })).toThrow(
      /transactions\.settings does not match its declared schema/,
    );
    expect(() => asAnswered('farms', 'get', { id: FARM_ID })).toThrow(/farms\.get/);
  });

  it('when an endpoint is not in the contract, then the test fails saying so', () => {
    expect(() => asAnswered('farms', 'nope', {})).toThrow('No endpoint farms.nope in the API contract');
  });
});
