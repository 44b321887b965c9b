-- A lot's quality status (issue 27): its current report is the newest one not superseded among
-- the tests of the lot and of the lots whose seed it is (private.packing_chain); the status is
-- private.quality_status of that report's verdict and validity and of an open request:
--   failed       the report missed a limit of its standard;
--   expired      the report passed (or had no standard) and its validity ended before today;
--   passed       the report passed and is valid (valid_until is the last valid day);
--   no_standard  tested and valid, but no standard is on file for the crop and class;
--   testing_requested / not_tested when no report was issued yet, with or without an open request.
-- Plain SQL with every name schema-qualified and no SET clause, so the planner inlines it into a
-- list's statement (a row a lot).
create or replace function private.lot_quality(lot text)
  returns table (
    status text, report_id uuid, valid_until date, tested_lot_id text, open_request_id uuid
  )
  language sql
  stable
as $$
  with chain as (
    select c.lot_id from private.packing_chain(lot_quality.lot) c
  ),
  current_report as (
    select r.id, r.verdict, r.valid_until, q.seed_lot_id
    from chain
    join public.testing_requests q on q.seed_lot_id = chain.lot_id
    join public.test_reports r on r.testing_request_id = q.id
    where not exists (select 1 from public.test_reports n where n.supersedes_report_id = r.id)
    order by r.tested_on desc, r.issued_at desc
    limit 1
  ),
  open_request as (
    select q.id
    from chain
    join public.testing_requests q on q.seed_lot_id = chain.lot_id
    where q.status in ('requested', 'received', 'in_testing')
    order by q.created_at desc
    limit 1
  )
  select
    private.quality_status(r.verdict, r.valid_until, o.id is not null),
    r.id, r.valid_until, r.seed_lot_id, o.id
  from (select 1) as one
  left join current_report r on true
  left join open_request o on true
$$;
comment on function private.lot_quality(text) is
  'the lot''s quality status (not_tested, testing_requested, passed, no_standard, expired, failed) with its current report and open request.';
revoke all on function private.lot_quality(text) from public, anon;
grant execute on function private.lot_quality(text) to authenticated, service_role;
