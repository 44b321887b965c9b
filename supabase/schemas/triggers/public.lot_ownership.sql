-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.lot_ownership'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.lot_ownership', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER lot_ownership_record_activity AFTER INSERT OR DELETE ON lot_ownership FOR EACH ROW EXECUTE FUNCTION private.lot_ownership_activity();

CREATE TRIGGER lot_ownership_set_updated_at BEFORE UPDATE ON lot_ownership FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
