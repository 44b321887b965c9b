-- The laboratory issues the results of a request it has received (issue 27): one report, judged
-- in the same transaction, and the request closed. The request is locked first, so a second
-- analyst issuing at the same time waits and is then refused (results already issued).
create or replace function public.issue_test_report(
  request_id uuid,
  report_number text,
  tested_on date,
  analyst_name text,
  pure_seed_pct numeric,
  inert_matter_pct numeric,
  other_crop_seeds_per_kg integer,
  weed_seeds_per_kg integer,
  germination_pct numeric,
  moisture_pct numeric,
  other_varieties_per_kg integer default null,
  hard_seeds_pct numeric default null,
  genetic_purity_pct numeric default null,
  seed_health text default null,
  remarks text default null
)
  returns table (report_id uuid, verdict public.test_verdict, failures jsonb, valid_until date)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  work record;
  report public.test_reports;
begin
  select * into work from private.laboratory_request_for_update(request_id);
  if (work.request_row).status = 'results_issued' then
    raise exception using errcode = 'PT409', message = 'test_results_already_issued';
  end if;
  if (work.request_row).status = 'rejected' then
    raise exception using errcode = 'PT409', message = 'testing_request_closed';
  end if;
  if (work.request_row).status = 'requested' then
    raise exception using errcode = 'PT409', message = 'testing_not_received';
  end if;
  report := private.record_test_report(
    work.request_row, work.profile_id, null, null, report_number, tested_on, analyst_name,
    pure_seed_pct, inert_matter_pct, other_crop_seeds_per_kg, weed_seeds_per_kg, other_varieties_per_kg,
    germination_pct, hard_seeds_pct, moisture_pct, genetic_purity_pct, seed_health, remarks
  );
  update public.testing_requests q set status = 'results_issued', closed_at = now() where q.id = request_id;
  return query select report.id, report.verdict, report.failures, report.valid_until;
end;
$$;
comment on function public.issue_test_report(uuid, text, date, text, numeric, numeric, integer, integer, numeric, numeric, integer, numeric, numeric, text, text) is
  'the laboratory''s results of a received request: recorded with the database''s verdict and validity; closes the request.';
revoke all on function public.issue_test_report(uuid, text, date, text, numeric, numeric, integer, integer, numeric, numeric, integer, numeric, numeric, text, text) from public, anon;
grant execute on function public.issue_test_report(uuid, text, date, text, numeric, numeric, integer, integer, numeric, numeric, integer, numeric, numeric, text, text) to authenticated, service_role;
