-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.farms'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.farms', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER farms_check_boundary BEFORE INSERT OR UPDATE OF boundary ON farms FOR EACH ROW EXECUTE FUNCTION private.check_farm_boundary();

CREATE TRIGGER farms_record_activity AFTER INSERT ON farms FOR EACH ROW EXECUTE FUNCTION private.farm_created_activity();

CREATE TRIGGER farms_set_updated_at BEFORE UPDATE ON farms FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
