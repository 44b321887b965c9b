-- The laboratories a company may send a sample to: the active testing agencies on the portal
-- (private.active_organizations_of_type).
create or replace function public.testing_laboratories()
  returns table (id uuid, name text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select l.id, l.name from private.active_organizations_of_type('testing_agency') l
$$;
comment on function public.testing_laboratories() is
  'the active testing agencies (id and name) a signed-in member may send samples to.';
revoke all on function public.testing_laboratories() from public, anon;
grant execute on function public.testing_laboratories() to authenticated, service_role;
