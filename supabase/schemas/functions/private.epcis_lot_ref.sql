create or replace function private.epcis_lot_ref(lot text)
  returns jsonb
  language sql
  stable
as $$
  -- plain SQL: inlined into private.epcis_event_rows
  select case when lot is not null then pg_catalog.jsonb_build_object('id', lot, 'gtin', private.lot_gtin(lot)) end
$$;
comment on function private.epcis_lot_ref(lot text) is 'a lot as an EPCIS event names it: its id and its grower''s GTIN (null without one), from which the BFF makes its identifier.';
revoke all on function private.epcis_lot_ref(lot text) from public, anon, authenticated, service_role;
grant execute on function private.epcis_lot_ref(lot text) to authenticated, service_role;
