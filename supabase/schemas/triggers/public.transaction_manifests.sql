-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.transaction_manifests'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.transaction_manifests', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER transaction_manifests_record_activity AFTER INSERT OR DELETE ON transaction_manifests FOR EACH ROW EXECUTE FUNCTION private.manifest_activity();
