-- Issued results are a record: a correction is a new report that supersedes the old one.
create or replace function private.refuse_test_report_change()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  raise exception using errcode = 'PT409', message = 'test_report_immutable';
end;
$$;
comment on function private.refuse_test_report_change() is 'refuses every update and delete of an issued test report.';
revoke all on function private.refuse_test_report_change() from public, anon, authenticated, service_role;
grant execute on function private.refuse_test_report_change() to public;
