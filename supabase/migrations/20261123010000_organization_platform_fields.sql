-- Organization fields that belong to the platform, not to the organization's admins.
--
-- status (active, inactive, suspended) is the platform's decision: an admin of a suspended
-- organization must not lift the suspension, so admins lose the column privilege on it.
-- type 'admin' marks the platform's own organization: an organization's admin may move between
-- the other types (spec 1 §5) but can neither take 'admin' nor give it away.

revoke update (status) on public.organizations from authenticated;

create function private.guard_organization_platform_type()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- current_user is the request's role (set local role authenticated); trusted server work
  -- (service_role, migrations) may change the type.
  if current_user = 'authenticated' and (new.type = 'admin') is distinct from (old.type = 'admin') then
    raise exception using errcode = 'PT403', message = 'organization_type_platform_only';
  end if;
  return new;
end;
$$;
comment on function private.guard_organization_platform_type() is
  'refuses an organization''s own admins giving or removing the platform type admin.';

create trigger organizations_guard_platform_type
  before update of type on public.organizations
  for each row execute function private.guard_organization_platform_type();
