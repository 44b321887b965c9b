// 20261122030200_accounts_avatar_bucket.sql on a database with Supabase's storage schema
// (a scratch database with a stand-in storage.buckets) and on one without it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase, withAdminClient } from '../../apps/bff/src/test/database';
import { findRepoRoot } from '../../apps/bff/src/shared/repo-root';

const migration = readFileSync(
  path.join(findRepoRoot(), 'supabase', 'migrations', '20261122030200_accounts_avatar_bucket.sql'),
  'utf8',
);

describe('avatar bucket migration', () => {
  it('when the storage schema exists, then a public user-avatars bucket limited to 5 MB of the four image types is created', async () => {
    const scratch = await createScratchDatabase('bucket');
    try {
      const rows = await withAdminClient(async (client) => {
        await client.query(`create schema storage;
          create table storage.buckets (id text primary key, name text not null, public boolean default false,
            file_size_limit bigint, allowed_mime_types text[])`);
        await client.query(migration);
        await client.query(migration); // applied twice (e.g. a second project): still one bucket
        return (await client.query('select * from storage.buckets')).rows;
      }, scratch.url);

      expect(rows).toEqual([
        {
          id: 'user-avatars',
          name: 'user-avatars',
          public: true,
          file_size_limit: '5242880',
          allowed_mime_types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
        },
      ]);
    } finally {
      await scratch.drop();
    }
  });

  it('when there is no storage schema, then the migration changes nothing', async () => {
    const scratch = await createScratchDatabase('nobucket');
    try {
      const present = await withAdminClient(async (client) => {
        await client.query(migration);
        return (await client.query(`select to_regclass('storage.buckets') is not null as present`)).rows[0].present;
      }, scratch.url);

      expect(present).toBe(false);
    } finally {
      await scratch.drop();
    }
  });
});
