-- The certification agencies a company may apply to: the active field inspection agencies on the
-- portal (private.active_organizations_of_type).
create or replace function public.certification_agencies()
  returns table (id uuid, name text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select a.id, a.name from private.active_organizations_of_type('field_inspection_agency') a
$$;
comment on function public.certification_agencies() is
  'the active certification (field inspection) agencies (id and name) a signed-in member may apply to.';
revoke all on function public.certification_agencies() from public, anon;
grant execute on function public.certification_agencies() to authenticated, service_role;
