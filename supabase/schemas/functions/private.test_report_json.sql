-- One report as the API answers it: its results, each parameter beside the limit of the standard
-- it was judged by (null limit: the standard sets none; no standard: every limit null), the
-- verdict and validity, the laboratory, and what it superseded or was superseded by.
create or replace function private.test_report_json(report_id uuid)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id,
    'requestId', r.testing_request_id,
    'reportNumber', r.report_number,
    'testedOn', r.tested_on,
    'analyst', r.analyst_name,
    'laboratory', jsonb_build_object('id', lab.id, 'name', lab.name),
    'results', jsonb_build_object(
      'purePct', r.pure_seed_pct,
      'inertMatterPct', r.inert_matter_pct,
      'otherCropSeedsPerKg', r.other_crop_seeds_per_kg,
      'weedSeedsPerKg', r.weed_seeds_per_kg,
      'otherVarietiesPerKg', r.other_varieties_per_kg,
      'germinationPct', r.germination_pct,
      'hardSeedsPct', r.hard_seeds_pct,
      'moisturePct', r.moisture_pct,
      'geneticPurityPct', r.genetic_purity_pct,
      'seedHealth', r.seed_health
    ),
    'standard', case when s.id is not null then jsonb_build_object(
      'seedClass', s.seed_class,
      'kind', s.kind,
      'hardSeeds', s.hard_seeds,
      'minGerminationPct', s.min_germination_pct,
      'minPurePct', s.min_pure_seed_pct,
      'maxInertMatterPct', s.max_inert_matter_pct,
      'maxOtherCropSeedsPerKg', s.max_other_crop_seeds_per_kg,
      'maxWeedSeedsPerKg', s.max_weed_seeds_per_kg,
      'maxOtherVarietiesPerKg', s.max_other_varieties_per_kg,
      'minGeneticPurityPct', s.min_genetic_purity_pct,
      'maxMoisturePct', case q.container when 'vapour_proof' then s.max_moisture_vapour_proof_pct else s.max_moisture_pct end,
      'source', s.source_document || coalesce(', ' || s.source_section, '')
    ) end,
    'remarks', r.remarks,
    'verdict', r.verdict,
    'failures', r.failures,
    'validUntil', r.valid_until,
    'revalidation', q.is_revalidation,
    'supersedes', case when r.supersedes_report_id is not null then jsonb_build_object(
      'id', r.supersedes_report_id, 'reason', r.supersession_reason) end,
    'supersededBy', (select n.id from public.test_reports n where n.supersedes_report_id = r.id),
    'issuedAt', r.issued_at
  )
  from public.test_reports r
  join public.testing_requests q on q.id = r.testing_request_id
  join public.organizations lab on lab.id = r.laboratory_organization_id
  left join public.seed_standards s on s.id = r.seed_standard_id
  where r.id = test_report_json.report_id
$$;
comment on function private.test_report_json(uuid) is 'a test report as the API answers it, with the limits it was judged by.';
revoke all on function private.test_report_json(uuid) from public, anon, authenticated;
grant execute on function private.test_report_json(uuid) to service_role;
