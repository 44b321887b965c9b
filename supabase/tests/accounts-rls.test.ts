// Row-level security of organizations, profiles and organization_invitations
// (20261122030000_accounts_organizations.sql): for each table and operation one allowed and
// one denied case, and a member of another organization getting nothing.
import pg from 'pg';
import { createDb, type Db } from '../../apps/bff/src/db/db';
import { createPool } from '../../apps/bff/src/db/pool';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  asUser,
  hashToken,
  insertAuthUser,
  insertInvitation,
  insertOrganizationWithMembers,
  insertProfile,
  newInvitationToken,
  uniqueEmail,
  type Member,
} from './accounts-fixtures';

let admin: pg.Client;
/** The BFF's own database helpers on its login role: RLS applies as in production. */
let db: Db;
let orgA: { organizationId: string; admin: Member; manager: Member };
let orgB: { organizationId: string; admin: Member; manager: Member };
let loner: { userId: string; profileId: string };
let stranger: string;
let invitationA: { id: string; token: string };
let invitationB: { id: string; token: string };

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
  orgA = await insertOrganizationWithMembers(admin, 'Alpha');
  orgB = await insertOrganizationWithMembers(admin, 'Bravo');
  const lonerId = await insertAuthUser(admin, { fullName: 'Lone Grower' });
  loner = { userId: lonerId, profileId: await insertProfile(admin, lonerId, null, null, 'Lone Grower') };
  stranger = await insertAuthUser(admin, { fullName: 'No Profile Yet' });
  invitationA = await insertInvitation(admin, {
    organizationId: orgA.organizationId,
    email: uniqueEmail('invitee-a'),
    invitedBy: orgA.admin.userId,
  });
  invitationB = await insertInvitation(admin, {
    organizationId: orgB.organizationId,
    email: uniqueEmail('invitee-b'),
    invitedBy: orgB.admin.userId,
  });
});

afterAll(async () => {
  await db.close();
  await admin.end();
});

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe('organizations', () => {
  it('when a manager reads organizations, then only their own organization comes back', async () => {
    const rows = await asUser(
      db,
      orgA.manager.userId,
      async (tx) => (await tx.query('select id from public.organizations')).rows,
    );

    expect(ids(rows)).toEqual([orgA.organizationId]);
  });

  it('when a member of another organization, a user without one or anon reads organizations, then they do not see it', async () => {
    for (const userId of [orgB.admin.userId, loner.userId, stranger, null]) {
      const rows = await asUser(
        db,
        userId,
        async (tx) => (await tx.query('select id from public.organizations where id = $1', [orgA.organizationId])).rows,
      );
      expect(rows).toEqual([]);
    }
  });

  it('when an admin updates the name and type of their organization, then they change and updated_at moves', async () => {
    const row = await asUser(
      db,
      orgA.admin.userId,
      async (tx) =>
        (
          await tx.query(
            `update public.organizations set name = 'Alpha Renamed', type = 'testing_agency'
           where id = $1 returning name, type, status, updated_at > created_at as touched`,
            [orgA.organizationId],
          )
        ).rows,
    );

    expect(row).toEqual([{ name: 'Alpha Renamed', type: 'testing_agency', status: 'active', touched: true }]);
  });

  it('when an admin changes the status of their organization (e.g. lifts a suspension), then permission is denied', async () => {
    await expect(
      asUser(db, orgA.admin.userId, (tx) =>
        tx.query(`update public.organizations set status = 'active' where id = $1`, [orgA.organizationId]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('when an admin gives or removes the platform type admin, then organization_type_platform_only', async () => {
    await expect(
      asUser(db, orgA.admin.userId, (tx) =>
        tx.query(`update public.organizations set type = 'admin' where id = $1`, [orgA.organizationId]),
      ),
    ).rejects.toThrow(/organization_type_platform_only/);
  });

  it('when a manager updates their organization, then no row changes', async () => {
    const result = await asUser(db, orgA.manager.userId, (tx) =>
      tx.query(`update public.organizations set name = 'Hijacked' where id = $1`, [orgA.organizationId]),
    );

    expect(result.rowCount).toBe(0);
  });

  it('when an admin of another organization updates it, then no row changes', async () => {
    const result = await asUser(db, orgB.admin.userId, (tx) =>
      tx.query(`update public.organizations set name = 'Hijacked' where id = $1`, [orgA.organizationId]),
    );

    expect(result.rowCount).toBe(0);
  });

  it('when an admin changes the slug or owner of their organization, then permission is denied', async () => {
    await expect(
      asUser(db, orgA.admin.userId, (tx) =>
        tx.query(`update public.organizations set slug = 'mine' where id = $1`, [orgA.organizationId]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asUser(db, orgA.admin.userId, (tx) =>
        tx.query(`update public.organizations set owner_id = $2 where id = $1`, [
          orgA.organizationId,
          orgB.admin.userId,
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('when a user inserts an organization directly, then permission is denied (sign-up creates them)', async () => {
    await expect(
      asUser(db, stranger, (tx) =>
        tx.query(`insert into public.organizations (name, slug, owner_id) values ('Mine', 'mine-1', $1)`, [stranger]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('when an admin deletes their organization, then permission is denied', async () => {
    await expect(
      asUser(db, orgA.admin.userId, (tx) =>
        tx.query('delete from public.organizations where id = $1', [orgA.organizationId]),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('profiles', () => {
  it('when a member reads profiles, then every profile of their organization comes back and no other', async () => {
    const rows = await asUser(
      db,
      orgA.manager.userId,
      async (tx) => (await tx.query('select id from public.profiles')).rows,
    );

    expect(ids(rows)).toEqual([orgA.admin.profileId, orgA.manager.profileId].sort());
  });

  it('when a user without an organization reads profiles, then only their own comes back', async () => {
    const rows = await asUser(db, loner.userId, async (tx) => (await tx.query('select id from public.profiles')).rows);

    expect(ids(rows)).toEqual([loner.profileId]);
  });

  it('when a member of another organization or anon reads its profiles, then nothing comes back', async () => {
    for (const userId of [orgB.admin.userId, stranger, null]) {
      const rows = await asUser(
        db,
        userId,
        async (tx) =>
          (await tx.query('select id from public.profiles where organization_id = $1', [orgA.organizationId])).rows,
      );
      expect(rows).toEqual([]);
    }
  });

  it('when a user updates their own name, phone and address, then the row changes', async () => {
    const rows = await asUser(
      db,
      orgA.manager.userId,
      async (tx) =>
        (
          await tx.query(
            `update public.profiles set full_name = 'Renamed', phone = '+919876543210', address = 'Pune'
           where auth_id = $1 returning full_name, phone, address`,
            [orgA.manager.userId],
          )
        ).rows,
    );

    expect(rows).toEqual([{ full_name: 'Renamed', phone: '+919876543210', address: 'Pune' }]);
  });

  it("when a user updates another member's profile, then no row changes", async () => {
    const result = await asUser(db, orgA.manager.userId, (tx) =>
      tx.query(`update public.profiles set full_name = 'Hijacked' where id = $1`, [orgA.admin.profileId]),
    );

    expect(result.rowCount).toBe(0);
  });

  it('when a user changes their own role, organization or verification flags, then permission is denied', async () => {
    for (const assignment of [
      `role = 'admin'`,
      `organization_id = '${orgB.organizationId}'`,
      'email_verified = true',
      'phone_verified = true',
    ]) {
      await expect(
        asUser(db, orgA.manager.userId, (tx) =>
          tx.query(`update public.profiles set ${assignment} where auth_id = $1`, [orgA.manager.userId]),
        ),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('when a user inserts their own profile directly, then permission is denied (complete_signup creates it)', async () => {
    await expect(
      asUser(db, stranger, (tx) =>
        tx.query(`insert into public.profiles (auth_id, role, organization_id) values ($1, 'admin', $2)`, [
          stranger,
          orgA.organizationId,
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('when a user deletes their own profile, then permission is denied', async () => {
    await expect(
      asUser(db, orgA.manager.userId, (tx) =>
        tx.query('delete from public.profiles where auth_id = $1', [orgA.manager.userId]),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('organization_invitations', () => {
  it("when an admin reads invitations, then their organization's come back and no other", async () => {
    const rows = await asUser(
      db,
      orgA.admin.userId,
      async (tx) => (await tx.query('select id from public.organization_invitations')).rows,
    );

    expect(ids(rows)).toEqual([invitationA.id]);
  });

  it('when a manager, a member of another organization or anon reads the invitations, then nothing comes back', async () => {
    for (const userId of [orgA.manager.userId, orgB.admin.userId, stranger, null]) {
      const rows = await asUser(
        db,
        userId,
        async (tx) =>
          (
            await tx.query('select id from public.organization_invitations where organization_id = $1', [
              orgA.organizationId,
            ])
          ).rows,
      );
      expect(rows).toEqual([]);
    }
  });

  const insertAs = (
    userId: string | null,
    organizationId: string,
    invitedBy: string | null,
    email = uniqueEmail('new'),
  ) =>
    asUser(db, userId, (tx) =>
      tx.query(
        `insert into public.organization_invitations (organization_id, email, role, token_hash, invited_by)
         values ($1, $2, 'manager', $3, $4) returning status`,
        [organizationId, email, hashToken(newInvitationToken()), invitedBy],
      ),
    );

  it('when an admin invites to their organization, then the invitation is pending', async () => {
    const result = await insertAs(orgA.admin.userId, orgA.organizationId, orgA.admin.userId);

    expect(result.rows).toEqual([{ status: 'pending' }]);
  });

  it('when a manager invites, then the policy refuses it', async () => {
    await expect(insertAs(orgA.manager.userId, orgA.organizationId, orgA.manager.userId)).rejects.toThrow(
      /row-level security/,
    );
  });

  it('when an admin invites to another organization, then the policy refuses it', async () => {
    await expect(insertAs(orgA.admin.userId, orgB.organizationId, orgA.admin.userId)).rejects.toThrow(
      /row-level security/,
    );
  });

  it('when an admin invites in the name of someone else, then the policy refuses it', async () => {
    await expect(insertAs(orgA.admin.userId, orgA.organizationId, orgA.manager.userId)).rejects.toThrow(
      /row-level security/,
    );
  });

  it('when anon invites, then permission is denied', async () => {
    await expect(insertAs(null, orgA.organizationId, null)).rejects.toThrow(/permission denied/);
  });

  it('when an admin inserts an already accepted invitation, then permission is denied', async () => {
    await expect(
      asUser(db, orgA.admin.userId, (tx) =>
        tx.query(
          `insert into public.organization_invitations (organization_id, email, token_hash, invited_by, status, responded_at)
           values ($1, $2, $3, $4, 'accepted', now())`,
          [orgA.organizationId, uniqueEmail('x'), hashToken(newInvitationToken()), orgA.admin.userId],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('when a second pending invitation goes to the same e-mail of the same organization, then it is a unique violation', async () => {
    const email = uniqueEmail('twice');
    await expect(
      asUser(db, orgA.admin.userId, async (tx) => {
        const insert = () =>
          tx.query(
            `insert into public.organization_invitations (organization_id, email, token_hash, invited_by) values ($1, $2, $3, $4)`,
            [orgA.organizationId, email, hashToken(newInvitationToken()), orgA.admin.userId],
          );
        await insert();
        await insert();
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'organization_invitations_one_pending_idx' });
  });

  it('when an admin changes an invitation, then permission is denied (answers go through the functions)', async () => {
    await expect(
      asUser(db, orgA.admin.userId, (tx) =>
        tx.query(`update public.organization_invitations set status = 'accepted' where id = $1`, [invitationA.id]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it("when an admin cancels their organization's invitation, then it is deleted", async () => {
    const result = await asUser(db, orgA.admin.userId, (tx) =>
      tx.query('delete from public.organization_invitations where id = $1', [invitationA.id]),
    );

    expect(result.rowCount).toBe(1);
  });

  it('when a manager or an admin of another organization cancels the invitation, then nothing is deleted', async () => {
    for (const userId of [orgA.manager.userId, orgB.admin.userId]) {
      const result = await asUser(db, userId, (tx) =>
        tx.query('delete from public.organization_invitations where id = $1', [invitationA.id]),
      );
      expect(result.rowCount).toBe(0);
    }
    const other = await asUser(db, orgA.admin.userId, (tx) =>
      tx.query('delete from public.organization_invitations where id = $1', [invitationB.id]),
    );
    expect(other.rowCount).toBe(0);
  });
});

describe('policy helpers and indexes', () => {
  it('when the helpers are inspected, then they are stable security definer functions with an empty search_path', async () => {
    const { rows } = await admin.query(
      `select p.proname, p.provolatile, p.prosecdef, p.proconfig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and p.proname in ('current_organization_id', 'has_role') order by 1`,
    );

    expect(rows).toEqual(
      ['current_organization_id', 'has_role'].map((proname) => ({
        proname,
        provolatile: 's',
        prosecdef: true,
        proconfig: ['search_path=""'],
      })),
    );
  });

  it("when private.has_role is asked, then it answers for the caller's own role in their organization", async () => {
    const ask = (userId: string) =>
      asUser(db, userId, async (tx) => {
        const { rows } = await tx.query<{ admin: boolean; operations: boolean }>(
          `select private.has_role('{admin}') as admin, private.has_role('{admin,manager}') as operations`,
        );
        return rows[0];
      });

    expect(await ask(orgA.admin.userId)).toEqual({ admin: true, operations: true });
    expect(await ask(orgA.manager.userId)).toEqual({ admin: false, operations: true });
  });

  it('when the policies are read, then every role check goes through private.has_role', async () => {
    const { rows } = await admin.query<{ policyname: string }>(
      `select policyname from pg_policies
       where schemaname = 'public'
         and (coalesce(qual, '') || coalesce(with_check, '')) ~ '(is_admin|can_manage|p\\.role|\\.role =)'`,
    );

    expect(rows).toEqual([]);
  });

  it('when the policies are listed, then each is for authenticated and none is for all commands', async () => {
    const { rows } = await admin.query<{ tablename: string; cmd: string; roles: string[] }>(
      `select tablename, cmd, roles::text[] as roles from pg_policies
       where schemaname = 'public' and tablename in ('organizations', 'profiles', 'organization_invitations')`,
    );

    expect(rows.length).toBe(7);
    expect(rows.every((row) => row.cmd !== 'ALL' && row.roles.join() === 'authenticated')).toBe(true);
  });

  it('when the columns the policies filter on are checked, then each has an index', async () => {
    const { rows } = await admin.query<{ indexed: boolean }>(
      `select bool_and(exists (
         select 1 from pg_index i
         where i.indrelid = format('public.%I', t.tbl)::regclass
           and i.indkey[0] = (select attnum from pg_attribute where attrelid = format('public.%I', t.tbl)::regclass and attname = t.col)
           and i.indpred is null
       )) as indexed
       from (values ('organizations', 'id'), ('profiles', 'auth_id'), ('profiles', 'organization_id'),
                    ('organization_invitations', 'organization_id')) as t (tbl, col)`,
    );

    expect(rows[0]?.indexed).toBe(true);
  });
});
