-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.test_reports'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.test_reports', old.tgname);
  end loop;
end;
$$;

create trigger test_reports_immutable before update or delete on public.test_reports
  for each row execute function private.refuse_test_report_change();
