-- The membership every role-limited request reads first (apps/bff/src/db/membership.ts), in the
-- round trip that opens its transaction. As a statement of its own it was planned afresh on every
-- request (a simple-protocol query is never prepared), with the two subqueries of the profiles
-- policy: about a third of that round trip. As plpgsql its statement is planned once per
-- connection. It answers the caller's own profile only, which the profiles policy lets them read.

create function private.caller_membership()
  returns table (profile_id uuid, full_name text, role public.member_role, organization_id uuid)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  return query
    select p.id, p.full_name, p.role, p.organization_id from public.profiles p where p.auth_id = auth.uid();
end
$$;
comment on function private.caller_membership() is
  'the caller''s profile id, name, role and organization (no row without a profile); the BFF''s membership check.';

revoke execute on function private.caller_membership() from public, anon;
grant execute on function private.caller_membership() to authenticated, service_role;
