-- A lot's quality status from its facts (issue 27): its current report's verdict and last valid day
-- (none: no report issued yet) and whether a request is open. The one rule that names the status,
-- for private.lot_quality and for the facts kept in private.seed_with_tests. Plain SQL, inlined.
create or replace function private.quality_status(verdict public.test_verdict, valid_until date, open_request boolean)
  returns text
  language sql
  stable
as $$
  select case
    when quality_status.verdict is null then
      case when quality_status.open_request then 'testing_requested' else 'not_tested' end
    when quality_status.verdict = 'fail' then 'failed'
    when quality_status.valid_until < private.today_in_india() then 'expired'
    when quality_status.verdict = 'no_standard' then 'no_standard'
    else 'passed'
  end
$$;
comment on function private.quality_status(public.test_verdict, date, boolean) is
  'the quality status (not_tested, testing_requested, passed, no_standard, expired, failed) of a lot whose current report has this verdict and validity, with or without an open request.';
revoke all on function private.quality_status(public.test_verdict, date, boolean) from public, anon;
grant execute on function private.quality_status(public.test_verdict, date, boolean) to authenticated, service_role;
