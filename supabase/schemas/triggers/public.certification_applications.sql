-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.certification_applications'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.certification_applications', old.tgname);
  end loop;
end;
$$;

create trigger certification_applications_set_updated_at before update on public.certification_applications
  for each row execute function private.set_updated_at();
