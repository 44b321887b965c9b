create or replace function private.epcis_party(organization uuid)
  returns jsonb
  language sql
  stable
as $$
  -- plain SQL: inlined into private.epcis_event_rows
  select pg_catalog.jsonb_build_object('id', o.id, 'name', o.name)
  from public.organization_names o
  where o.id = organization
$$;
comment on function private.epcis_party(organization uuid) is 'an organization as an EPCIS event names it (a sender, a recipient, who recalled, tested or certified): its id and name, null when unknown.';
revoke all on function private.epcis_party(organization uuid) from public, anon, authenticated, service_role;
grant execute on function private.epcis_party(organization uuid) to authenticated, service_role;
