// The verification page's in-process count between the database's counts (page-ledger.ts).
import { describe, expect, it } from 'vitest';
import { createPageLedger } from './page-ledger';

const limits = { perWindow: 3, windowSeconds: 600 };

describe('page ledger', () => {
  it('when answers are counted here, then they are handed to the next database count once, and the client is over at its limit', () => {
    let now = 1_800_000_000_000;
    const ledger = createPageLedger(limits, { now: () => now });
    ledger.count('a');
    ledger.count('a');
    expect(ledger.over('a')).toBeNull();
    expect(ledger.take('a')).toBe(2);
    expect(ledger.take('a')).toBe(0);
    ledger.settle('a', 3);
    expect(ledger.over('a')).toBe(Math.ceil((600_000 - (now % 600_000)) / 1000));
    expect(ledger.over('b')).toBeNull();
    // the next fixed window starts afresh, as the database's does
    now += 600_000;
    expect(ledger.over('a')).toBeNull();
  });

  it('when more clients come than it keeps, then the oldest is forgotten, never the memory bound', () => {
    const ledger = createPageLedger(limits, { maxClients: 2 });
    ledger.settle('a', 3);
    ledger.settle('b', 3);
    ledger.settle('c', 3);
    expect(ledger.over('a')).toBeNull();
    expect(ledger.over('c')).not.toBeNull();
  });
});
