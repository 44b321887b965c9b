-- Keeps the lot's keys beside its kept facts (trigger of seed_lots): a lot moved to the trash or
-- restored, or changed in another key the lists read (grower, type, creation), has them changed in
-- private.seed_with_tests and private.seed_certifications too, where the quality and certification
-- filters read, count and order their lots. A lot with no kept facts changes nothing.
create or replace function private.refresh_kept_lot_keys()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  update private.seed_with_tests s
  set grower_organization_id = new.grower_organization_id, lot_type = new.lot_type, created_at = new.created_at,
    deleted_at = new.deleted_at
  where s.lot_id = new.id;
  update private.seed_certifications s
  set grower_organization_id = new.grower_organization_id, lot_type = new.lot_type, created_at = new.created_at,
    deleted_at = new.deleted_at
  where s.lot_id = new.id;
  return null;
end;
$$;
comment on function private.refresh_kept_lot_keys() is
  'trigger of seed_lots: copies the lot''s keys (grower, type, creation, trash) to its rows of private.seed_with_tests and private.seed_certifications.';
revoke all on function private.refresh_kept_lot_keys() from public, anon, authenticated, service_role;
