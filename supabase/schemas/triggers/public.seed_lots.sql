-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.seed_lots'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.seed_lots', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER seed_lots_lineage_acyclic BEFORE INSERT OR UPDATE OF parent_lot_id ON seed_lots FOR EACH ROW WHEN (new.parent_lot_id IS NOT NULL) EXECUTE FUNCTION private.refuse_lineage_cycle();

CREATE TRIGGER seed_lots_set_updated_at BEFORE UPDATE ON seed_lots FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER seed_lots_trash_activity AFTER UPDATE OF deleted_at ON seed_lots FOR EACH ROW WHEN ((old.deleted_at IS NULL) <> (new.deleted_at IS NULL)) EXECUTE FUNCTION private.lot_trash_activity();

CREATE TRIGGER seed_lots_refresh_seed_quality AFTER INSERT OR UPDATE OF parent_lot_id, lot_type, received_by_item_id ON seed_lots FOR EACH ROW WHEN (new.parent_lot_id IS NOT NULL) EXECUTE FUNCTION private.refresh_seed_quality_trigger();

-- the seed-lot lists' certification facts: a lot packed or split off a lot with a certification
-- carries it (private.seed_certifications); a lot moved off its parent is looked at again
CREATE TRIGGER seed_lots_refresh_lot_certification AFTER INSERT ON seed_lots FOR EACH ROW WHEN (new.parent_lot_id IS NOT NULL) EXECUTE FUNCTION private.refresh_lot_certification_trigger();

CREATE TRIGGER seed_lots_refresh_lot_certification_moved AFTER UPDATE OF parent_lot_id, lot_type, received_by_item_id ON seed_lots FOR EACH ROW EXECUTE FUNCTION private.refresh_lot_certification_trigger();

-- the seed-lot lists' kept facts carry the lot's keys: a lot moved to the trash or restored has them
-- changed there too (private.seed_with_tests, private.seed_certifications)
CREATE TRIGGER seed_lots_refresh_kept_lot_keys AFTER UPDATE OF grower_organization_id, lot_type, created_at, deleted_at ON seed_lots FOR EACH ROW WHEN ((old.grower_organization_id, old.lot_type, old.created_at, old.deleted_at) IS DISTINCT FROM (new.grower_organization_id, new.lot_type, new.created_at, new.deleted_at)) EXECUTE FUNCTION private.refresh_kept_lot_keys();
