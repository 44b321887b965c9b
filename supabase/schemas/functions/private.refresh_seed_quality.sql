-- Writes the quality facts (private.lot_quality) of a lot and of every lot that is its seed into
-- private.seed_with_tests, with each lot's keys (grower, type, creation, trash) the lists read there:
-- called by the triggers when a request is made or changes status, a report is issued, or a lot is
-- made as the seed of a marked lot.
create or replace function private.refresh_seed_quality(lot text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  insert into private.seed_with_tests as s
    (lot_id, verdict, valid_until, open_request, grower_organization_id, lot_type, created_at, deleted_at)
  select d.lot_id, r.verdict, q.valid_until, q.open_request_id is not null,
    l.grower_organization_id, l.lot_type, l.created_at, l.deleted_at
  from private.same_seed_descendants(refresh_seed_quality.lot) d
  join public.seed_lots l on l.id = d.lot_id
  cross join lateral private.lot_quality(d.lot_id) q
  left join public.test_reports r on r.id = q.report_id
  on conflict (lot_id) do update
    set verdict = excluded.verdict, valid_until = excluded.valid_until, open_request = excluded.open_request,
      grower_organization_id = excluded.grower_organization_id, lot_type = excluded.lot_type,
      created_at = excluded.created_at, deleted_at = excluded.deleted_at
$$;
comment on function private.refresh_seed_quality(text) is
  'stores private.lot_quality''s facts of the lot and of the lots that are its seed in private.seed_with_tests, with their keys (grower, type, creation, trash).';
revoke all on function private.refresh_seed_quality(text) from public, anon, authenticated, service_role;
