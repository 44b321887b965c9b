-- The seed test a packet's public page and label print (issue 27; Seeds Rules 1968: the date of
-- test, its validity, germination and physical purity): the lot's quality status with its current
-- report's figures and laboratory; null when the lot has no report yet.
create or replace function private.lot_test_facts(lot text)
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select jsonb_build_object(
    'status', quality.status,
    'germinationPct', r.germination_pct,
    'purePct', r.pure_seed_pct,
    'testedOn', r.tested_on,
    'validUntil', r.valid_until,
    'laboratory', lab.name,
    'reportNumber', r.report_number
  )
  from private.lot_quality(lot_test_facts.lot) quality
  join public.test_reports r on r.id = quality.report_id
  join public.organizations lab on lab.id = r.laboratory_organization_id
$$;
comment on function private.lot_test_facts(text) is
  'the current seed test of a lot (or of the lot it was packed from) as its public page and labels print it; null when none was issued.';
revoke all on function private.lot_test_facts(text) from public, anon, authenticated;
grant execute on function private.lot_test_facts(text) to service_role;
