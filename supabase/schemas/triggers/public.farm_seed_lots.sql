-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.farm_seed_lots'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.farm_seed_lots', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER farm_seed_lots_planting_date_agrees BEFORE INSERT OR UPDATE OF planting_date ON farm_seed_lots FOR EACH ROW EXECUTE FUNCTION private.check_planting_date();
