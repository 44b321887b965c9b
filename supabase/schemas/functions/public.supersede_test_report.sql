-- A correction of an issued report (issue 27): a new report of the same request that supersedes
-- the current one with a reason; both stay. Only the request's laboratory corrects, only the
-- current report (a superseded one was already corrected), one correction at a time (the request
-- is locked).
create or replace function public.supersede_test_report(
  superseded_report_id uuid,
  reason text,
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
  request uuid;
  work record;
  report public.test_reports;
begin
  select r.testing_request_id into request from public.test_reports r where r.id = superseded_report_id;
  if request is null then
    raise exception using errcode = 'PT404', message = 'test_report_not_found';
  end if;
  select * into work from private.laboratory_request_for_update(request);
  if exists (select 1 from public.test_reports n where n.supersedes_report_id = superseded_report_id) then
    raise exception using errcode = 'PT409', message = 'test_report_superseded';
  end if;
  if nullif(btrim(coalesce(reason, '')), '') is null then
    raise exception using errcode = 'PT400', message = 'test_correction_reason_required';
  end if;
  report := private.record_test_report(
    work.request_row, work.profile_id, superseded_report_id, reason, report_number, tested_on, analyst_name,
    pure_seed_pct, inert_matter_pct, other_crop_seeds_per_kg, weed_seeds_per_kg, other_varieties_per_kg,
    germination_pct, hard_seeds_pct, moisture_pct, genetic_purity_pct, seed_health, remarks
  );
  return query select report.id, report.verdict, report.failures, report.valid_until;
end;
$$;
comment on function public.supersede_test_report(uuid, text, text, date, text, numeric, numeric, integer, integer, numeric, numeric, integer, numeric, numeric, text, text) is
  'the laboratory''s correction of its current report: a new report that supersedes it with a reason, judged as any report.';
revoke all on function public.supersede_test_report(uuid, text, text, date, text, numeric, numeric, integer, integer, numeric, numeric, integer, numeric, numeric, text, text) from public, anon;
grant execute on function public.supersede_test_report(uuid, text, text, date, text, numeric, numeric, integer, integer, numeric, numeric, integer, numeric, numeric, text, text) to authenticated, service_role;
