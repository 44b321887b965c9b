import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_ACTIVITY_TITLES } from '@seed/domain';
import { describe, expect, it } from 'vitest';

describe('activity titles', () => {
  it('when the database names a manifest type in a title, then the pages know every name it uses', () => {
    const sql = readFileSync(
      join(import.meta.dirname, '../../../../../supabase/schemas/functions/private.manifest_activity.sql'),
      'utf8',
    );
    const named = [...sql.matchAll(/then '([^']+)'/g)]
      .map((m) => m[1]!)
      .filter((name) => !name.startsWith('manifest_'));
    expect(named.sort()).toEqual(Object.keys(MANIFEST_ACTIVITY_TITLES).sort());
  });
});
