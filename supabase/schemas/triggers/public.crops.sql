-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.crops'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.crops', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER crops_set_updated_at BEFORE UPDATE ON crops FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
