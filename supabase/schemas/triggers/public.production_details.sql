-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.production_details'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.production_details', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER production_details_harvest_date_agrees BEFORE INSERT OR UPDATE OF harvest_date ON production_details FOR EACH ROW EXECUTE FUNCTION private.check_harvest_date();
