-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.testing_requests'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.testing_requests', old.tgname);
  end loop;
end;
$$;

create trigger testing_requests_set_updated_at before update on public.testing_requests
  for each row execute function private.set_updated_at();

create trigger testing_requests_refresh_seed_quality after insert or update of status on public.testing_requests
  for each row execute function private.refresh_seed_quality_trigger();
