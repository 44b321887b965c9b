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

create trigger test_reports_refresh_seed_quality after insert on public.test_reports
  for each row execute function private.refresh_seed_quality_trigger();

-- The quality facts of every lot with a testing request, computed again whenever these triggers are
-- (re)defined: a database that had requests before private.seed_with_tests existed gets them, and
-- a change of the rule reaches the lots it changes. Idempotent.
select private.refresh_seed_quality(q.seed_lot_id) from (select distinct seed_lot_id from public.testing_requests) q;
