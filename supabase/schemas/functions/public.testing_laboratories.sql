-- The laboratories a company may send a sample to: the active testing agencies on the portal.
-- Security definer: a member reads only their own organization's row (the policies), and the
-- names and ids of the laboratories are what the request form offers.
create or replace function public.testing_laboratories()
  returns table (id uuid, name text)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.id, o.name
  from public.organizations o
  where o.type = 'testing_agency' and o.status = 'active'
    and (select private.current_organization_id()) is not null
  order by lower(o.name), o.id
  limit 500
$$;
comment on function public.testing_laboratories() is
  'the active testing agencies (id and name) a signed-in member may send samples to.';
revoke all on function public.testing_laboratories() from public, anon;
grant execute on function public.testing_laboratories() to authenticated, service_role;
