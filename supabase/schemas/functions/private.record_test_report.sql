-- Records one report of a request the caller's laboratory holds (locked by the caller), judged in
-- this transaction: the standard of the lot's crop and the request's class (hybrid where the lot
-- is a cross), the parameters that miss it, the verdict, and the validity (9 months from the date
-- of test, 6 for a revalidation; none for a failed test). Checks the results against the tests the
-- request asked for and the dates against the sample's.
create or replace function private.record_test_report(
  request public.testing_requests,
  issued_by uuid,
  supersedes uuid,
  supersession_reason text,
  report_number text,
  tested_on date,
  analyst_name text,
  pure_seed_pct numeric,
  inert_matter_pct numeric,
  other_crop_seeds_per_kg integer,
  weed_seeds_per_kg integer,
  other_varieties_per_kg integer,
  germination_pct numeric,
  hard_seeds_pct numeric,
  moisture_pct numeric,
  genetic_purity_pct numeric,
  seed_health text,
  remarks text
)
  returns public.test_reports
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  lot public.seed_lots;
  standard public.seed_standards;
  report public.test_reports;
  number text := nullif(btrim(coalesce(report_number, '')), '');
  analyst text := nullif(btrim(coalesce(analyst_name, '')), '');
  health text := nullif(btrim(coalesce(seed_health, '')), '');
begin
  if number is null then
    raise exception using errcode = 'PT400', message = 'test_report_number_required';
  end if;
  if analyst is null then
    raise exception using errcode = 'PT400', message = 'test_analyst_required';
  end if;
  if tested_on is null or tested_on > private.today_in_india() then
    raise exception using errcode = 'PT400', message = 'test_date_invalid';
  end if;
  if tested_on < request.sample_drawn_on then
    raise exception using errcode = 'PT400', message = 'test_date_before_sample';
  end if;
  if pure_seed_pct is null or inert_matter_pct is null or other_crop_seeds_per_kg is null
    or weed_seeds_per_kg is null or germination_pct is null or moisture_pct is null then
    raise exception using errcode = 'PT400', message = 'test_results_required';
  end if;
  if pure_seed_pct + inert_matter_pct > 100 then
    raise exception using errcode = 'PT400', message = 'test_purity_over_100';
  end if;
  if germination_pct + coalesce(hard_seeds_pct, 0) > 100 then
    raise exception using errcode = 'PT400', message = 'test_germination_over_100';
  end if;
  if 'other_distinguishable_varieties' = any (request.tests) and other_varieties_per_kg is null then
    raise exception using errcode = 'PT400', message = 'test_other_varieties_required';
  end if;
  if 'genetic_purity' = any (request.tests) and genetic_purity_pct is null then
    raise exception using errcode = 'PT400', message = 'test_genetic_purity_required';
  end if;
  if 'seed_health' = any (request.tests) and health is null then
    raise exception using errcode = 'PT400', message = 'test_seed_health_required';
  end if;

  select * into lot from public.seed_lots l where l.id = request.seed_lot_id;
  standard := private.seed_standard_for(lot.crop_id, request.seed_class, private.lot_is_hybrid(lot.id));

  report.id := gen_random_uuid();
  report.testing_request_id := request.id;
  report.laboratory_organization_id := request.laboratory_organization_id;
  report.report_number := number;
  report.tested_on := tested_on;
  report.analyst_name := analyst;
  report.pure_seed_pct := round(pure_seed_pct, 2);
  report.inert_matter_pct := round(inert_matter_pct, 2);
  report.other_crop_seeds_per_kg := other_crop_seeds_per_kg;
  report.weed_seeds_per_kg := weed_seeds_per_kg;
  report.other_varieties_per_kg := other_varieties_per_kg;
  report.germination_pct := round(germination_pct, 2);
  report.hard_seeds_pct := round(hard_seeds_pct, 2);
  report.moisture_pct := round(moisture_pct, 2);
  report.genetic_purity_pct := round(genetic_purity_pct, 2);
  report.seed_health := health;
  report.remarks := nullif(btrim(coalesce(remarks, '')), '');
  report.seed_standard_id := standard.id;
  report.verdict := 'pass';
  report.failures := '[]';
  report.supersedes_report_id := supersedes;
  report.supersession_reason := nullif(btrim(coalesce(supersession_reason, '')), '');
  report.issued_by := issued_by;
  report.issued_at := now();
  if standard.id is null then
    report.verdict := 'no_standard';
  else
    report.failures := private.test_failures(report, standard, request.container);
    if jsonb_array_length(report.failures) > 0 then
      report.verdict := 'fail';
    end if;
  end if;
  if report.verdict <> 'fail' then
    report.valid_until := (tested_on + case when request.is_revalidation then interval '6 months' else interval '9 months' end)::date;
  end if;

  begin
    insert into public.test_reports select report.*;
  exception when unique_violation then
    if exists (
      select 1 from public.test_reports r
      where r.laboratory_organization_id = request.laboratory_organization_id and r.report_number = number
    ) then
      raise exception using errcode = 'PT409', message = 'test_report_number_taken';
    end if;
    raise exception using errcode = 'PT409', message = 'test_results_already_issued';
  end;
  return report;
end;
$$;
comment on function private.record_test_report(public.testing_requests, uuid, uuid, text, text, date, text, numeric, numeric, integer, integer, integer, numeric, numeric, numeric, numeric, text, text) is
  'records a report of a locked request with its verdict, failures and validity, judged by the seed standard of the lot''s crop and the request''s class.';
revoke all on function private.record_test_report(public.testing_requests, uuid, uuid, text, text, date, text, numeric, numeric, integer, integer, integer, numeric, numeric, numeric, numeric, text, text) from public, anon, authenticated;
grant execute on function private.record_test_report(public.testing_requests, uuid, uuid, text, text, date, text, numeric, numeric, integer, integer, integer, numeric, numeric, numeric, numeric, text, text) to service_role;
