-- The certification agencies a company may apply to: the active field inspection agencies on the
-- portal. Security definer: a member reads only their own organization's row (the policies).
create or replace function public.certification_agencies()
  returns table (id uuid, name text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.id, o.name
  from public.organizations o
  where o.type = 'field_inspection_agency' and o.status = 'active'
    and (select private.current_organization_id()) is not null
  order by lower(o.name), o.id
  limit 500
$$;
comment on function public.certification_agencies() is
  'the active certification (field inspection) agencies (id and name) a signed-in member may apply to.';
revoke all on function public.certification_agencies() from public, anon;
grant execute on function public.certification_agencies() to authenticated, service_role;
