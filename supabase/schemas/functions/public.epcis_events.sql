create or replace function public.epcis_events(
  any_lots text[], ge_event_time timestamptz, lt_event_time timestamptz, biz_steps text[],
  after_time timestamptz, after_key text, page_size integer
)
  returns table (event_key text, event_time timestamptz, record_time timestamptz, biz_step text, facts jsonb)
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  -- the lots named (MATCH_anyEPC) or every lot the caller's organization sees (seed_lots' policy)
  wanted text[] := coalesce(
    (select pg_catalog.array_agg(l.id) from public.seed_lots l where l.id = any(any_lots)),
    case when any_lots is null then (select pg_catalog.array_agg(l.id) from public.seed_lots l) end,
    '{}'::text[]);
begin
  return query
    select r.event_key, r.event_time, r.record_time, r.biz_step, r.facts
    from private.epcis_event_rows(wanted) r
    where (ge_event_time is null or r.event_time >= ge_event_time)
      and (lt_event_time is null or r.event_time < lt_event_time)
      and (biz_steps is null or r.biz_step = any(biz_steps))
      and (after_time is null or (r.event_time, r.event_key) > (after_time, after_key))
    order by r.event_time, r.event_key
    limit page_size;
end;
$$;
comment on function public.epcis_events(any_lots text[], ge_event_time timestamptz, lt_event_time timestamptz, biz_steps text[], after_time timestamptz, after_key text, page_size integer) is 'one page of the organization''s EPCIS events (private.epcis_event_rows of the lots it sees, or of those named that it sees), filtered by event time and business step, in time order after the keyset (event_time, event_key).';
revoke all on function public.epcis_events(any_lots text[], ge_event_time timestamptz, lt_event_time timestamptz, biz_steps text[], after_time timestamptz, after_key text, page_size integer) from public, anon, authenticated, service_role;
grant execute on function public.epcis_events(any_lots text[], ge_event_time timestamptz, lt_event_time timestamptz, biz_steps text[], after_time timestamptz, after_key text, page_size integer) to authenticated, service_role;
