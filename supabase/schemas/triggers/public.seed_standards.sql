-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.seed_standards'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.seed_standards', old.tgname);
  end loop;
end;
$$;

create trigger seed_standards_set_updated_at before update on public.seed_standards
  for each row execute function private.set_updated_at();
