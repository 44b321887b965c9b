-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.organization_variety_data'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.organization_variety_data', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER organization_variety_data_prepare BEFORE INSERT OR UPDATE ON organization_variety_data FOR EACH ROW EXECUTE FUNCTION private.prepare_organization_variety();

CREATE TRIGGER organization_variety_data_set_updated_at BEFORE UPDATE ON organization_variety_data FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
