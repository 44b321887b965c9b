create or replace function public.seed_lot_epcis(lot text)
  returns table (event_key text, event_time timestamptz, record_time timestamptz, biz_step text, facts jsonb)
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  visible_lots text[];
begin
  -- the lot and every ancestor and descendant the caller sees (seed_lot_lineage: nothing when the
  -- caller cannot see the lot itself)
  select pg_catalog.array_agg(l.id) into visible_lots from public.seed_lot_lineage(lot) l where l.visible;
  if visible_lots is null then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  return query
    select r.event_key, r.event_time, r.record_time, r.biz_step, r.facts
    from private.epcis_event_rows(visible_lots) r
    order by r.event_time, r.event_key;
end;
$$;
comment on function public.seed_lot_epcis(lot text) is 'the EPCIS events of a lot and its whole lineage, upstream and downstream, as far as the caller sees those lots and their manifests (private.epcis_event_rows, under row-level security), in time order; seed_lot_not_found for a lot the caller cannot see.';
revoke all on function public.seed_lot_epcis(lot text) from public, anon, authenticated, service_role;
grant execute on function public.seed_lot_epcis(lot text) to authenticated, service_role;
