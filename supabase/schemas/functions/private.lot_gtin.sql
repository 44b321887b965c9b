create or replace function private.lot_gtin(lot text)
  returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select pg_catalog.lpad(o.gtin, 14, '0')
  from public.seed_lots l
  join public.organizations o on o.id = l.grower_organization_id
  where l.id = lot and o.gtin is not null
$$;
comment on function private.lot_gtin(lot text) is 'the GTIN (14 digits) of the organization that grows a lot, when it has one: the lot''s GS1 identifier (LGTIN = GTIN + batch) is the same whoever exports its events. Security definer: a lot in a trace may be another organization''s, whose GTIN (printed on its packets) the caller cannot read.';
revoke all on function private.lot_gtin(lot text) from public, anon, authenticated, service_role;
grant execute on function private.lot_gtin(lot text) to authenticated, service_role;
