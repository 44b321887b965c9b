-- accounts and organizations
--
-- organizations, member profiles and invitations (spec 1 §3), with row-level security that
-- scopes every row to the caller's organization:
--   * members read their organization and every profile of it (spec 1 §6: members are listed
--     for the whole organization); a user always reads their own profile, even before it
--     belongs to an organization;
--   * a user updates only their own profile, and only its personal columns (role,
--     organization_id and the verification flags change through the functions of
--     20261122030100_accounts_functions.sql, never directly);
--   * only admins update their organization (name, type, status) and read, insert and delete
--     its invitations;
--   * nobody inserts profiles or organizations through the api roles: sign-up creates them in
--     one transaction through public.complete_signup().
-- the helpers the policies call are security definer in schema private (they read profiles
-- without going through profiles' own policies, which would recurse).

-- enums ----------------------------------------------------------------------------------------

create type public.member_role as enum ('admin', 'manager');
comment on type public.member_role is 'role of a member inside their organization (spec 1 §6).';

create type public.organization_type as enum (
  'seed_grower', 'testing_agency', 'field_inspection_agency', 'marketplace_vendor', 'admin'
);
comment on type public.organization_type is 'kinds of organization (spec 1 §1); self-registration creates seed_grower.';

create type public.organization_status as enum ('active', 'inactive', 'suspended');
comment on type public.organization_status is 'lifecycle of an organization (spec 1 §1).';

create type public.invitation_status as enum ('pending', 'accepted', 'declined');
comment on type public.invitation_status is 'only pending invitations are valid (spec 1 §4); canceling deletes the row.';

-- shared trigger -------------------------------------------------------------------------------

create function private.set_updated_at()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;
comment on function private.set_updated_at() is 'keeps updated_at current on every update, whoever writes the row.';

-- organizations --------------------------------------------------------------------------------

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 250),
  type public.organization_type not null default 'seed_grower',
  status public.organization_status not null default 'active',
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  owner_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.organizations is
  'seed companies and agencies; every signed-in user belongs to one and sees only its data.';

create index organizations_owner_id_idx on public.organizations (owner_id);

create trigger organizations_set_updated_at
  before update on public.organizations
  for each row execute function private.set_updated_at();

-- profiles -------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  auth_id uuid not null unique references auth.users (id) on delete cascade,
  full_name text check (full_name is null or length(full_name) <= 200),
  role public.member_role,
  organization_id uuid references public.organizations (id) on delete set null,
  email_verified boolean not null default false,
  phone_verified boolean not null default false,
  is_active boolean not null default true,
  phone text check (phone is null or phone ~ '^\+[0-9]{6,15}$'),
  address text check (address is null or length(address) <= 500),
  avatar_url text,
  company_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is
  'one per auth user: the person''s name, contact details, role and organization.';

-- auth_id is indexed by its unique constraint.
create index profiles_organization_id_idx on public.profiles (organization_id);

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

-- organization invitations ---------------------------------------------------------------------

create table public.organization_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+$'),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  role public.member_role not null default 'manager',
  status public.invitation_status not null default 'pending',
  -- sha-256 of the token in the e-mailed link: a leaked table does not leak usable links.
  token_hash bytea not null unique check (length(token_hash) = 32),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  check ((status = 'pending') = (responded_at is null))
);
comment on table public.organization_invitations is
  'invitations to join an organization, answered through the link''s token; only pending ones are valid.';

-- at most one pending invitation per organization and e-mail (spec 1 §5).
create unique index organization_invitations_one_pending_idx
  on public.organization_invitations (organization_id, lower(email))
  where status = 'pending';
create index organization_invitations_organization_id_idx on public.organization_invitations (organization_id);
-- sign-up and the access gate look up pending invitations by the caller's e-mail.
create index organization_invitations_pending_email_idx
  on public.organization_invitations (lower(email))
  where status = 'pending';
create index organization_invitations_invited_by_idx on public.organization_invitations (invited_by);

-- helpers of the policies ----------------------------------------------------------------------

create function private.current_organization_id()
  returns uuid
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select p.organization_id from public.profiles p where p.auth_id = auth.uid()
$$;
comment on function private.current_organization_id() is
  'organization of the caller''s profile, null without one; for policies (security definer: no recursion through profiles'' policies).';

create function private.is_admin()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.auth_id = auth.uid() and p.role = 'admin' and p.organization_id is not null
  )
$$;
comment on function private.is_admin() is 'whether the caller is an admin of their organization; for policies.';

revoke execute on function private.current_organization_id(), private.is_admin() from public, anon;
grant execute on function private.current_organization_id(), private.is_admin() to authenticated, service_role;

-- row-level security ---------------------------------------------------------------------------

alter table public.organizations enable row level security;
alter table public.profiles enable row level security;
alter table public.organization_invitations enable row level security;

-- organizations: read by members, updated by admins; created by complete_signup() only.
create policy "members read their organization"
  on public.organizations for select to authenticated
  using (id = (select private.current_organization_id()));

create policy "admins update their organization"
  on public.organizations for update to authenticated
  using (id = (select private.current_organization_id()) and (select private.is_admin()))
  with check (id = (select private.current_organization_id()) and (select private.is_admin()));

-- profiles: the caller's own, and every profile of the caller's organization.
create policy "members read the profiles of their organization and their own"
  on public.profiles for select to authenticated
  using (
    auth_id = (select auth.uid())
    or organization_id = (select private.current_organization_id())
  );

create policy "users update their own profile"
  on public.profiles for update to authenticated
  using (auth_id = (select auth.uid()))
  with check (auth_id = (select auth.uid()));

-- invitations: admins of the organization only.
create policy "admins read their organization's invitations"
  on public.organization_invitations for select to authenticated
  using (organization_id = (select private.current_organization_id()) and (select private.is_admin()));

create policy "admins invite to their organization"
  on public.organization_invitations for insert to authenticated
  with check (
    organization_id = (select private.current_organization_id())
    and (select private.is_admin())
    and status = 'pending'
    and invited_by = (select auth.uid())
  );

create policy "admins cancel their organization's invitations"
  on public.organization_invitations for delete to authenticated
  using (organization_id = (select private.current_organization_id()) and (select private.is_admin()));

-- column privileges ------------------------------------------------------------------------------

-- the policies say which rows; these say which columns. a member can never write their own
-- role, organization or verification flags, nor an organization's slug or owner.
revoke insert, update, delete, truncate, references, trigger on public.organizations from anon, authenticated;
grant update (name, type, status) on public.organizations to authenticated;

revoke insert, update, delete, truncate, references, trigger on public.profiles from anon, authenticated;
grant update (full_name, phone, address, avatar_url, company_name) on public.profiles to authenticated;

revoke insert, update, delete, truncate, references, trigger on public.organization_invitations from anon, authenticated;
grant insert (email, organization_id, role, token_hash, invited_by) on public.organization_invitations to authenticated;
grant delete on public.organization_invitations to authenticated;
