-- Keeps private.seed_certifications (trigger of certification_applications and seed_lots): an
-- application made or moved to another status refreshes its lot and the lots that are its seed; a
-- lot made as the seed of a marked lot (packed or split off) is marked with its facts. A
-- certificate needs no trigger of its own: issue_certificate and revoke_certificate write it and
-- then move its application's status, in the same transaction, which refreshes the facts.
create or replace function private.refresh_lot_certification_trigger()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_table_name = 'certification_applications' then
    perform private.refresh_lot_certification(new.seed_lot_id);
  elsif exists (select 1 from private.seed_certifications s where s.lot_id = new.id)
    or (private.carries_parent_test(new.lot_type, new.received_by_item_id)
        and exists (select 1 from private.seed_certifications s where s.lot_id = new.parent_lot_id)) then
    perform private.refresh_lot_certification(new.id);
  end if;
  return null;
end;
$$;
comment on function private.refresh_lot_certification_trigger() is
  'trigger of certification_applications and seed_lots: refreshes private.seed_certifications for the lot concerned and the lots that are its seed.';
revoke all on function private.refresh_lot_certification_trigger() from public, anon, authenticated, service_role;
