-- Keeps private.seed_with_tests (trigger of testing_requests, test_reports and seed_lots): a
-- request made or moved, or a report issued, refreshes its lot and the lots that are its seed; a
-- lot made as the seed of a marked lot (packed or split off) is marked with its facts.
create or replace function private.refresh_seed_quality_trigger()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_table_name = 'testing_requests' then
    perform private.refresh_seed_quality(new.seed_lot_id);
  elsif tg_table_name = 'test_reports' then
    perform private.refresh_seed_quality(q.seed_lot_id)
    from public.testing_requests q where q.id = new.testing_request_id;
  elsif private.carries_parent_test(new.lot_type, new.received_by_item_id)
    and exists (select 1 from private.seed_with_tests s where s.lot_id = new.parent_lot_id) then
    perform private.refresh_seed_quality(new.id);
  end if;
  return null;
end;
$$;
comment on function private.refresh_seed_quality_trigger() is
  'trigger of testing_requests, test_reports and seed_lots: refreshes private.seed_with_tests for the lot concerned and the lots that are its seed.';
revoke all on function private.refresh_seed_quality_trigger() from public, anon, authenticated, service_role;
