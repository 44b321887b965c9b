-- The active organizations of one type on the portal, by name: the laboratories a company may send
-- a sample to, the certification agencies it may apply to. Only for a signed-in member (a member
-- reads only their own organization's row through the policies; these names and ids are what the
-- forms offer). Called by the public functions that name the type.
create or replace function private.active_organizations_of_type(organization_type public.organization_type)
  returns table (id uuid, name text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.id, o.name
  from public.organizations o
  where o.type = active_organizations_of_type.organization_type and o.status = 'active'
    and (select private.current_organization_id()) is not null
  order by lower(o.name), o.id
  limit 500
$$;
comment on function private.active_organizations_of_type(public.organization_type) is
  'the active organizations of the type (id and name, by name) for a signed-in member; none otherwise.';
revoke all on function private.active_organizations_of_type(public.organization_type) from public, anon, authenticated;
grant execute on function private.active_organizations_of_type(public.organization_type) to service_role;
