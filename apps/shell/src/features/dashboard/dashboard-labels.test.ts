import { ACTIVITY_KINDS } from '@seed/domain';
import { describe, expect, it } from 'vitest';
import dashboardEn from './dashboard.en.json';

describe('Recent Activity labels', () => {
  it('when the contract lists an activity kind, then the dashboard has words for it (never a raw key on screen)', () => {
    expect(Object.keys(dashboardEn.activity).sort()).toEqual([...ACTIVITY_KINDS].sort());
  });
});
