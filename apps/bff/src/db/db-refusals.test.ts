import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_LOT_MESSAGES as L, TRANSACTION_MESSAGES as T } from '@seed/domain';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../shared/repo-root';
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

/** Every `raise exception using errcode = 'PTnnn', message = '…'` of the live SQL definitions. */
function raisedBySql(): { sqlstate: string; message: string; file: string }[] {
  const schemas = path.join(findRepoRoot(), 'supabase', 'schemas');
  const raised: { sqlstate: string; message: string; file: string }[] = [];
  for (const file of readdirSync(schemas, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.sql')) continue;
    const sql = readFileSync(path.join(schemas, file), 'utf8');
    for (const m of sql.matchAll(/errcode\s*=\s*'(PT\d{3})'\s*,\s*message\s*=\s*'(\w+)'/gi)) {
      raised.push({ sqlstate: m[1]!, message: m[2]!, file });
    }
  }
  return raised;
}

describe('refusalOf, machine codes', () => {
  /** The API's answers that keep another status than the SQL raises (db-refusals.ts OTHER_STATUS). */
  const otherStatus: Record<string, number> = { user_not_found: 401, transaction_recipient_self: 400 };

  it('when the SQL raises a machine code the table words, then the status is its SQLSTATE’s number', () => {
    const raised = raisedBySql().filter((r) => refusalOf({ code: r.sqlstate, message: r.message }) !== null);

    expect(raised.length).toBeGreaterThan(50);
    for (const r of raised) {
      const status = otherStatus[r.message] ?? Number(r.sqlstate.slice(2));
      expect(refusalOf({ code: r.sqlstate, message: r.message })?.status, `${r.message} in ${r.file}`).toBe(status);
    }
  });

  it('when a code carries a detail, then the words are made from it', () => {
    expect(refusalOf({ code: 'PT400', message: 'unit_mismatch', detail: 'Kg|Tons' })).toMatchObject({
      status: 400,
      code: 'unit_mismatch',
      message: T.unitMismatch('Kg', 'Tons'),
    });
    expect(refusalOf({ code: 'PT409', message: 'insufficient_quantity', detail: '12.5 Kg' })).toMatchObject({
      status: 409,
      code: 'insufficient_quantity',
      message: T.insufficientQuantity(12.5, 'Kg'),
    });
  });

  it('when the SQL raises not_signed_in, then 401 with the sign-in words', () => {
    expect(refusalOf({ code: 'PT401', message: 'not_signed_in' })).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Please sign in to continue',
    });
  });

  it('when a PT-class code is not in the table, then it is no refusal (an unexpected error)', () => {
    expect(refusalOf({ code: 'PT400', message: 'constructor' })).toBeNull();
    expect(refusalOf({ code: 'PT400', message: 'no_such_code' })).toBeNull();
  });
});
