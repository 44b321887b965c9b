import { SEED_LOT_MESSAGES as L } from '@seed/domain';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './db-refusals';

describe('refusalOf, contention', () => {
  it.each([
    ['55P03', 'lock_timeout ran out'],
    ['40P01', 'a deadlock outlasted the retries'],
    ['40001', 'a serialization failure outlasted the retries'],
  ])('when the database answers %s (%s), then 409 with the busy lot’s words, never a 500', (code) => {
    const refusal = refusalOf({ code, message: 'canceling statement due to lock timeout' });

    expect(refusal).toMatchObject({ status: 409, code: 'lot_busy', message: L.lotBusy });
  });
});
