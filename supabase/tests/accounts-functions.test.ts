// The accounts functions (20261122030100_accounts_functions.sql): each multi-step write is
// one transaction acting only for auth.uid().
import { defaultOrganizationName, organizationSlug } from '@seed/domain';
import pg from 'pg';
import { createDb, type Db } from '../../apps/bff/src/db/db';
import { createPool } from '../../apps/bff/src/db/pool';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  asUser,
  commitAs,
  insertAuthUser,
  insertInvitation,
  insertOrganizationWithMembers,
  insertProfile,
  uniqueEmail,
  type Member,
} from './accounts-fixtures';

let admin: pg.Client;
/** The BFF's own database helpers on its login role: RLS applies as in production. */
let db: Db;
let orgA: { organizationId: string; admin: Member; manager: Member };
let orgB: { organizationId: string; admin: Member; manager: Member };

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
  orgA = await insertOrganizationWithMembers(admin, 'Alpha');
  orgB = await insertOrganizationWithMembers(admin, 'Bravo');
});

afterAll(async () => {
  await db.close();
  await admin.end();
});

const call = (userId: string | null, sql: string, params: unknown[] = []) =>
  asUser(db, userId, async (tx) => (await tx.query(sql, params)).rows);

describe('complete_signup', () => {
  it('when a new user signs up, then they get a profile as admin of a new active seed_grower organization they own', async () => {
    const userId = await insertAuthUser(admin, { fullName: 'Asha Patel', phone: '919876543210', phoneConfirmed: true });

    const [result] = await asUser(db, userId, async (tx) => {
      const [profile] = (await tx.query('select * from public.complete_signup()')).rows;
      const [organization] = (await tx.query('select * from public.organizations')).rows;
      return [{ profile, organization }];
    });

    expect(result?.profile).toMatchObject({
      auth_id: userId,
      full_name: 'Asha Patel',
      role: 'admin',
      organization_id: result?.organization.id,
      email_verified: true,
      phone_verified: true,
      phone: '+919876543210',
    });
    expect(result?.organization).toMatchObject({
      name: "Asha Patel's Organization",
      type: 'seed_grower',
      status: 'active',
      slug: `asha-patels-organization-${userId.slice(0, 8)}`,
      owner_id: userId,
    });
  });

  it('when the user gave an organization name at registration, then the organization takes it', async () => {
    const userId = await insertAuthUser(admin, { fullName: 'Ravi', organizationName: 'Kisan Seeds Pvt Ltd' });

    const rows = await asUser(db, userId, async (tx) => {
      await tx.query('select public.complete_signup()');
      return (await tx.query('select o.name, o.slug, p.company_name from public.organizations o join public.profiles p on p.organization_id = o.id')).rows;
    });

    expect(rows).toEqual([
      { name: 'Kisan Seeds Pvt Ltd', slug: `kisan-seeds-pvt-ltd-${userId.slice(0, 8)}`, company_name: 'Kisan Seeds Pvt Ltd' },
    ]);
  });

  it('when the user already has a profile, then it is returned and nothing new is created', async () => {
    const before = await admin.query('select count(*)::int as n from public.organizations');

    const rows = await call(orgA.manager.userId, 'select id, organization_id from public.complete_signup()');

    expect(rows).toEqual([{ id: orgA.manager.profileId, organization_id: orgA.organizationId }]);
    const after = await admin.query('select count(*)::int as n from public.organizations');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('when a pending invitation matches the confirmed e-mail, then the user joins with the invited role and the invitation is accepted', async () => {
    const email = uniqueEmail('invited');
    const invitation = await insertInvitation(admin, { organizationId: orgA.organizationId, email, role: 'admin' });
    const userId = await insertAuthUser(admin, { email: email.toUpperCase(), fullName: 'Invited Person' });

    const profile = await commitAs(db, userId, async (tx) => (await tx.query('select role, organization_id from public.complete_signup()')).rows[0]);
    const result = {
      profile,
      invitation: (await admin.query('select status, responded_at is not null as answered from public.organization_invitations where id = $1', [invitation.id])).rows[0],
    };

    expect(result).toEqual({
      profile: { role: 'admin', organization_id: orgA.organizationId },
      invitation: { status: 'accepted', answered: true },
    });
  });

  it('when the matching e-mail is not confirmed, then the invitation is not used and a new organization is created', async () => {
    const email = uniqueEmail('unconfirmed');
    await insertInvitation(admin, { organizationId: orgA.organizationId, email });
    const userId = await insertAuthUser(admin, { email, emailConfirmed: false, fullName: 'Mallory' });

    const rows = await call(userId, 'select role, organization_id from public.complete_signup()');

    expect(rows[0]?.role).toBe('admin');
    expect(rows[0]?.organization_id).not.toBe(orgA.organizationId);
  });

  it('when anon calls it, then permission is denied', async () => {
    await expect(call(null, 'select public.complete_signup()')).rejects.toThrow(/permission denied/);
  });

  it('when a profile has lost its organization and an invitation waits for its e-mail, then it joins that organization', async () => {
    const email = uniqueEmail('orphan-invited');
    const userId = await insertAuthUser(admin, { email });
    const profileId = await insertProfile(admin, userId, null, null);
    await insertInvitation(admin, { organizationId: orgB.organizationId, email });

    const rows = await call(userId, 'select id, role, organization_id from public.complete_signup()');

    expect(rows).toEqual([{ id: profileId, role: 'manager', organization_id: orgB.organizationId }]);
  });

  it('when a profile has lost its organization and no invitation waits, then it becomes admin of a new organization', async () => {
    const userId = await insertAuthUser(admin, { fullName: 'Orphaned Grower' });
    const profileId = await insertProfile(admin, userId, null, null, 'Orphan Name');

    const rows = await asUser(db, userId, async (tx) => {
      const [profile] = (await tx.query('select id, role, organization_id from public.complete_signup()')).rows;
      const [organization] = (await tx.query('select id, name from public.organizations')).rows;
      return [{ profile, organization }];
    });

    expect(rows[0]?.profile).toEqual({ id: profileId, role: 'admin', organization_id: rows[0]?.organization.id });
    expect(rows[0]?.organization.name).toBe("Orphan Name's Organization");
  });

  it('when joining the invited organization fails, then sign-up falls through to a new organization (spec 1 §4 step 4)', async () => {
    const email = uniqueEmail('fallthrough');
    const invitation = await insertInvitation(admin, { organizationId: orgA.organizationId, email });
    const userId = await insertAuthUser(admin, { email, fullName: 'Fall Through' });
    await admin.query(`
      create function pg_temp.refuse_accept() returns trigger language plpgsql as $$
      begin raise exception 'accepting refused'; end $$`);
    await admin.query('begin');
    try {
      await admin.query(`create trigger refuse_accept before update on public.organization_invitations for each row
        when (new.id = '${invitation.id}') execute function pg_temp.refuse_accept()`);
      await admin.query('set local role authenticated');
      await admin.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
      const { rows } = await admin.query('select role, organization_id from public.complete_signup()');
      await admin.query('reset role');
      const status = (await admin.query('select status from public.organization_invitations where id = $1', [invitation.id])).rows[0].status;
      const profiles = (await admin.query('select count(*)::int as n from public.profiles where auth_id = $1', [userId])).rows[0].n;

      expect(rows[0].role).toBe('admin');
      expect(rows[0].organization_id).not.toBe(orgA.organizationId);
      expect(status).toBe('pending');
      expect(profiles).toBe(1);
    } finally {
      await admin.query('rollback');
    }
  });

  it('when creating the organization fails, then no profile is left behind', async () => {
    const userId = await insertAuthUser(admin, { fullName: 'Doomed', organizationName: 'Refused Org' });
    await admin.query(`
      create function pg_temp.refuse() returns trigger language plpgsql as $$
      begin raise exception 'organization refused'; end $$`);
    await admin.query('begin');
    try {
      await admin.query(`create trigger refuse_org before insert on public.organizations for each row
        when (new.name = 'Refused Org') execute function pg_temp.refuse()`);
      await admin.query('set local role authenticated');
      await admin.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
      await admin.query('savepoint signup');
      await expect(admin.query('select public.complete_signup()')).rejects.toThrow(/organization refused/);
      await admin.query('rollback to savepoint signup');
      await admin.query('reset role');
      const { rows } = await admin.query('select count(*)::int as n from public.profiles where auth_id = $1', [userId]);
      expect(rows[0].n).toBe(0);
    } finally {
      await admin.query('rollback');
    }
  });
});

describe('slug and default name rules', () => {
  it('when the database and @seed/domain compute names and slugs, then they agree', async () => {
    const userId = '3f1c2a7e-9b4d-4e8a-a1c2-5d6e7f809a1b';
    const names = ["Asha Patel's Organization", '  --Kisan & Sons (Pvt.) Ltd--  ', 'बीज भंडार', 'Zoë’s Farm', `${'a'.repeat(59)} b${'c'.repeat(80)}`, ''];
    const { rows } = await admin.query<{ slug: string; name: string }>(
      `select private.organization_slug(n, $2) as slug, private.default_organization_name(nullif(n, '')) as name
       from unnest($1::text[]) with ordinality as t(n, i) order by i`,
      [names, userId],
    );

    expect(rows).toEqual(names.map((n) => ({ slug: organizationSlug(n, userId), name: defaultOrganizationName(n || null) })));
  });
});

describe('get_invitation, accept_invitation, decline_invitation', () => {
  it('when anyone holding the token reads the invitation, then they see organization, role, e-mail and status', async () => {
    const email = uniqueEmail('reader');
    const { token } = await insertInvitation(admin, { organizationId: orgA.organizationId, email });

    const rows = await call(null, 'select * from public.get_invitation($1)', [token]);

    expect(rows).toEqual([{ organization_name: 'Alpha Seeds', role: 'manager', email, status: 'pending' }]);
  });

  it('when the token is unknown, then no invitation comes back', async () => {
    expect(await call(null, 'select * from public.get_invitation($1)', ['nope'])).toEqual([]);
  });

  it('when the invited user without a profile accepts, then they become a member with the invited role', async () => {
    const email = uniqueEmail('accept');
    const { id, token } = await insertInvitation(admin, { organizationId: orgA.organizationId, email });
    const userId = await insertAuthUser(admin, { email, fullName: 'New Member' });

    const profile = await commitAs(db, userId, async (tx) =>
      (await tx.query('select full_name, role, organization_id from public.accept_invitation($1)', [token])).rows[0],
    );
    const { rows } = await admin.query('select status from public.organization_invitations where id = $1', [id]);
    const result = { profile, status: rows[0].status };

    expect(result).toEqual({
      profile: { full_name: 'New Member', role: 'manager', organization_id: orgA.organizationId },
      status: 'accepted',
    });
  });

  it('when a user with a profile but no organization accepts, then the profile joins the organization', async () => {
    const email = uniqueEmail('orphan');
    const userId = await insertAuthUser(admin, { email });
    await insertProfile(admin, userId, null, null);
    const { token } = await insertInvitation(admin, { organizationId: orgB.organizationId, email, role: 'admin' });

    const rows = await call(userId, 'select role, organization_id from public.accept_invitation($1)', [token]);

    expect(rows).toEqual([{ role: 'admin', organization_id: orgB.organizationId }]);
  });

  it('when the signed-in e-mail differs from the invited one, then PT403 invitation_email_mismatch names the invited e-mail', async () => {
    const email = uniqueEmail('someone');
    const { token } = await insertInvitation(admin, { organizationId: orgA.organizationId, email });

    await expect(call(orgB.manager.userId, 'select public.accept_invitation($1)', [token])).rejects.toMatchObject({
      code: 'PT403',
      message: 'invitation_email_mismatch',
      detail: email,
    });
  });

  it('when a member of another organization accepts an invitation to their e-mail, then PT409 already_in_another_organization', async () => {
    const { token } = await insertInvitation(admin, { organizationId: orgA.organizationId, email: orgB.manager.email });

    await expect(call(orgB.manager.userId, 'select public.accept_invitation($1)', [token])).rejects.toMatchObject({
      code: 'PT409',
      message: 'already_in_another_organization',
    });
  });

  it('when the invitation was declined, then accepting it is PT409 invitation_not_pending', async () => {
    const email = uniqueEmail('late');
    const { token } = await insertInvitation(admin, { organizationId: orgA.organizationId, email });
    const userId = await insertAuthUser(admin, { email });
    await admin.query(
      `update public.organization_invitations set status = 'declined', responded_at = now() where token_hash = private.invitation_token_hash($1)`,
      [token],
    );

    await expect(call(userId, 'select public.accept_invitation($1)', [token])).rejects.toMatchObject({
      code: 'PT409',
      message: 'invitation_not_pending',
    });
  });

  it('when the token is unknown, then accepting and declining are PT404 invitation_not_found', async () => {
    await expect(call(orgA.manager.userId, 'select public.accept_invitation($1)', ['nope'])).rejects.toMatchObject({ code: 'PT404' });
    await expect(call(null, 'select public.decline_invitation($1)', ['nope'])).rejects.toMatchObject({ code: 'PT404' });
  });

  it('when the holder of the token declines, then the invitation is declined', async () => {
    const { id, token } = await insertInvitation(admin, { organizationId: orgA.organizationId, email: uniqueEmail('no') });

    await commitAs(db, null, (tx) => tx.query('select public.decline_invitation($1)', [token]));
    const status = (await admin.query('select status from public.organization_invitations where id = $1', [id])).rows[0].status;

    expect(status).toBe('declined');
  });
});

describe('organization_members, current_account, my_pending_invitation, sync_verification_status', () => {
  it('when a member lists members, then their organization comes back with e-mails from auth.users', async () => {
    const rows = await call(orgA.manager.userId, 'select * from public.organization_members()');

    expect(rows).toEqual(
      expect.arrayContaining([
        { id: orgA.admin.profileId, full_name: 'Alpha Admin', email: orgA.admin.email, role: 'admin' },
        { id: orgA.manager.profileId, full_name: 'Alpha Manager', email: orgA.manager.email, role: 'manager' },
      ]),
    );
    expect(rows.map((row) => row.id)).not.toContain(orgB.admin.profileId);
  });

  it('when a user without an organization lists members, then nothing comes back', async () => {
    const userId = await insertAuthUser(admin);

    expect(await call(userId, 'select * from public.organization_members()')).toEqual([]);
  });

  it('when a user reads their account, then only their own auth facts come back', async () => {
    const userId = await insertAuthUser(admin, { email: 'Mixed@Example.org', phone: '919812345678' });

    const rows = await call(userId, 'select * from public.current_account()');

    expect(rows).toEqual([
      { id: userId, email: 'Mixed@Example.org', phone: '919812345678', email_confirmed: true, phone_confirmed: false },
    ]);
  });

  it('when a pending invitation waits for the confirmed e-mail, then my_pending_invitation shows it; for others nothing', async () => {
    const email = uniqueEmail('waiting');
    await insertInvitation(admin, { organizationId: orgB.organizationId, email, role: 'admin' });
    const userId = await insertAuthUser(admin, { email });

    expect(await call(userId, 'select * from public.my_pending_invitation()')).toEqual([
      { organization_name: 'Bravo Seeds', role: 'admin' },
    ]);
    expect(await call(orgA.manager.userId, 'select * from public.my_pending_invitation()')).toEqual([]);
  });

  it('when verification is synchronized, then the profile copies the confirmations of auth.users', async () => {
    await admin.query('update auth.users set phone = $2, phone_confirmed_at = now() where id = $1', [orgA.admin.userId, '919800000001']);

    const rows = await call(orgA.admin.userId, 'select email_verified, phone_verified from public.sync_verification_status()');

    expect(rows).toEqual([{ email_verified: true, phone_verified: true }]);
  });

  it('when anon calls the member functions, then permission is denied', async () => {
    for (const fn of ['organization_members()', 'current_account()', 'my_pending_invitation()', 'sync_verification_status()', "accept_invitation('x')"]) {
      await expect(call(null, `select public.${fn}`)).rejects.toThrow(/permission denied/);
    }
  });
});

describe('private.caller_membership (the BFF membership check, 20261123120000_caller_membership.sql)', () => {
  it('when a member calls it, then only their own profile, role and organization come back', async () => {
    const rows = await call(orgA.manager.userId, 'select * from private.caller_membership()');

    expect(rows).toEqual([
      {
        profile_id: orgA.manager.profileId,
        full_name: expect.any(String),
        role: 'manager',
        organization_id: orgA.organizationId,
      },
    ]);
  });

  it('when a user without a profile calls it, then no row comes back', async () => {
    const userId = await insertAuthUser(admin, { fullName: 'No Profile' });

    expect(await call(userId, 'select * from private.caller_membership()')).toEqual([]);
  });

  it('when anon calls it, then permission is denied', async () => {
    await expect(call(null, 'select * from private.caller_membership()')).rejects.toThrow(/permission denied/);
  });
});
