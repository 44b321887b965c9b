-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.packaging_details'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.packaging_details', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER packaging_details_packaging_date_agrees BEFORE INSERT OR UPDATE OF packaging_date ON packaging_details FOR EACH ROW EXECUTE FUNCTION private.check_packaging_date();
