-- Which results of a report miss the standard's limits, in the standard's order: a minimum is met
-- at the limit itself, a maximum too. A result or a limit that is null is not judged. Where the
-- standard counts hard seeds (legumes), germination is normal seedlings plus hard seeds.
create or replace function private.test_failures(
  report public.test_reports, standard public.seed_standards, container public.seed_container
)
  returns jsonb
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(jsonb_agg(
    jsonb_build_object('parameter', c.parameter, 'value', c.value, 'limit', c.lim, 'bound', c.bound)
    order by c.ord
  ), '[]'::jsonb)
  from (values
    (1, 'germination_pct',
      report.germination_pct + case when standard.hard_seeds then coalesce(report.hard_seeds_pct, 0) else 0 end,
      standard.min_germination_pct, 'min'),
    (2, 'pure_seed_pct', report.pure_seed_pct, standard.min_pure_seed_pct, 'min'),
    (3, 'inert_matter_pct', report.inert_matter_pct, standard.max_inert_matter_pct, 'max'),
    (4, 'other_crop_seeds_per_kg', report.other_crop_seeds_per_kg::numeric, standard.max_other_crop_seeds_per_kg::numeric, 'max'),
    (5, 'weed_seeds_per_kg', report.weed_seeds_per_kg::numeric, standard.max_weed_seeds_per_kg::numeric, 'max'),
    (6, 'other_varieties_per_kg', report.other_varieties_per_kg::numeric, standard.max_other_varieties_per_kg::numeric, 'max'),
    (7, 'genetic_purity_pct', report.genetic_purity_pct, standard.min_genetic_purity_pct, 'min'),
    (8, 'moisture_pct', report.moisture_pct,
      case container when 'vapour_proof' then standard.max_moisture_vapour_proof_pct else standard.max_moisture_pct end, 'max')
  ) as c(ord, parameter, value, lim, bound)
  where c.value is not null and c.lim is not null
    and ((c.bound = 'min' and c.value < c.lim) or (c.bound = 'max' and c.value > c.lim))
$$;
comment on function private.test_failures(public.test_reports, public.seed_standards, public.seed_container) is
  'the parameters of a report that miss the standard''s limits: [{parameter, value, limit, bound}], empty when all are met.';
revoke all on function private.test_failures(public.test_reports, public.seed_standards, public.seed_container) from public, anon, authenticated;
grant execute on function private.test_failures(public.test_reports, public.seed_standards, public.seed_container) to service_role;
