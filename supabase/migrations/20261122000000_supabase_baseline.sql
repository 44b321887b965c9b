-- supabase baseline
--
-- what a hosted supabase project already provides, created here only where it is absent,
-- so every later migration runs unchanged on the project-managed postgres and on supabase:
--   * roles anon, authenticated (nologin) and service_role (nologin, bypassrls);
--   * schema auth with auth.uid(), auth.role(), auth.email() and auth.jwt(), defined as
--     supabase defines them: the request.jwt.claim.<name> setting first, then the
--     request.jwt.claims json (the bff sets both in every transaction);
--   * schema extensions with postgis (postgis functions are called extensions.st_*);
--   * supabase's default privileges on schema public: every table, function and sequence
--     created there is granted to anon, authenticated and service_role, so row-level
--     security (enabled on every table) is what decides access, as on supabase;
--   * schema private for security-definer helpers (never exposed through an api).
-- login roles are not created by migrations: the bff's login role is made by
-- ensureBffLoginRole (apps/bff/src/db/roles.ts), as supabase makes `authenticator`.

-- roles --------------------------------------------------------------------------------------

do $$
declare
  wanted record;
begin
  for wanted in
    select * from (values
      ('anon', 'create role anon nologin noinherit'),
      ('authenticated', 'create role authenticated nologin noinherit'),
      ('service_role', 'create role service_role nologin noinherit bypassrls')
    ) as r (name, ddl)
  loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = wanted.name) then
      begin
        execute wanted.ddl;
      exception
        -- roles are cluster-wide: another database's migration may create it concurrently
        when duplicate_object or unique_violation then null;
      end;
    end if;
  end loop;
end
$$;

-- schema auth and its request helpers ---------------------------------------------------------

create schema if not exists auth;

do $$
begin
  if to_regprocedure('auth.uid()') is null then
    create function auth.uid()
      returns uuid
      language sql
      stable
      set search_path = ''
    as $fn$
      select
        coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
        )::uuid
    $fn$;
    comment on function auth.uid() is 'id of the user of the current request (jwt claim sub), null for anon.';
  end if;

  if to_regprocedure('auth.role()') is null then
    create function auth.role()
      returns text
      language sql
      stable
      set search_path = ''
    as $fn$
      select
        coalesce(
          nullif(current_setting('request.jwt.claim.role', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
        )::text
    $fn$;
    comment on function auth.role() is 'role claim of the current request: anon, authenticated or service_role.';
  end if;

  if to_regprocedure('auth.email()') is null then
    create function auth.email()
      returns text
      language sql
      stable
      set search_path = ''
    as $fn$
      select
        coalesce(
          nullif(current_setting('request.jwt.claim.email', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
        )::text
    $fn$;
    comment on function auth.email() is 'email claim of the current request.';
  end if;

  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt()
      returns jsonb
      language sql
      stable
      set search_path = ''
    as $fn$
      select
        coalesce(
          nullif(current_setting('request.jwt.claim', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')
        )::jsonb
    $fn$;
    comment on function auth.jwt() is 'all jwt claims of the current request.';
  end if;
end
$$;

-- schemas extensions and private ---------------------------------------------------------------

create schema if not exists extensions;
create extension if not exists postgis with schema extensions;

create schema if not exists private;
comment on schema private is 'security-definer helpers for row-level-security policies; functions here set search_path = ''''.';

-- privileges -----------------------------------------------------------------------------------

-- on supabase these schemas belong to platform roles that already granted what is needed;
-- grant only on the schemas this migration's role controls.
do $$
declare
  target text;
begin
  foreach target in array array['auth', 'extensions', 'private', 'public'] loop
    if pg_catalog.pg_has_role(
      current_user,
      (select nspowner from pg_catalog.pg_namespace where nspname = target),
      'usage'
    ) then
      execute format('grant usage on schema %I to anon, authenticated, service_role', target);
    end if;
  end loop;

  if pg_catalog.pg_has_role(
    current_user,
    (select nspowner from pg_catalog.pg_namespace where nspname = 'auth'),
    'usage'
  ) then
    grant execute on all functions in schema auth to anon, authenticated, service_role;
  end if;
end
$$;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- unqualified postgis names resolve as on supabase, whose roles use this search_path.
do $$
begin
  execute format('alter database %I set search_path = "$user", public, extensions', current_database());
exception
  when insufficient_privilege then
    raise notice 'search_path of database % left unchanged (not its owner)', current_database();
end
$$;
