-- Keeps private.seed_with_tests: a testing request marks its lot and every lot that is its seed; a
-- lot made as its parent's seed (packed or split off) is marked when its parent is.
create or replace function private.note_seed_with_tests()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_table_name = 'testing_requests' then
    insert into private.seed_with_tests (lot_id)
    select d.lot_id from private.same_seed_descendants(new.seed_lot_id) d
    on conflict do nothing;
  elsif private.carries_parent_test(new.lot_type, new.received_by_item_id)
    and exists (select 1 from private.seed_with_tests s where s.lot_id = new.parent_lot_id) then
    insert into private.seed_with_tests (lot_id)
    select d.lot_id from private.same_seed_descendants(new.id) d
    on conflict do nothing;
  end if;
  return null;
end;
$$;
comment on function private.note_seed_with_tests() is
  'trigger of testing_requests and seed_lots: marks in private.seed_with_tests the lots whose quality a testing request decides.';
revoke all on function private.note_seed_with_tests() from public, anon, authenticated, service_role;
