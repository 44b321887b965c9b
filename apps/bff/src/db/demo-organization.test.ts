import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { ensureDemoOrganization } from './migrate-cli';

describe('the embedded demo organization', () => {
  it('when it is ensured twice, then one admin@demo.local admin of "Demo Admin\'s Organization" exists', async () => {
    const url = inject('databaseAdminUrl');
    await ensureDemoOrganization(url);
    await ensureDemoOrganization(url);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select p.role, o.name, o.type, o.status, u.email_confirmed_at is not null as confirmed
           from auth.users u join public.profiles p on p.auth_id = u.id join public.organizations o on o.id = p.organization_id
          where u.email = 'admin@demo.local'`,
      );
      expect(rows).toEqual([
        { role: 'admin', name: "Demo Admin's Organization", type: 'seed_grower', status: 'active', confirmed: true },
      ]);
    } finally {
      await client.end();
    }
  });
});
