-- The dashboard's seed-testing panels (issue 27), as one expression the dashboard's one statement
-- selects:
--   seed_tests        a seed company's lots whose current test is valid but ends within
--                     `expiring_within_days` (soonest first), and those whose test failed or
--                     expired (newest first): a count and the first `item_limit` of each;
--   laboratory_queue  a laboratory's open requests: a count per open status and the
--                     `item_limit` oldest (the ones waiting longest).
-- The lots are those the caller's organization sent for testing (found on the requester index, so
-- the cost follows the organization's tests, not its lots) that it still grows or holds and has
-- not put in the trash; their packaged units carry the same test and are not listed again. Each
-- lot's status is private.lot_quality's (the newest report not superseded of the lot and of the
-- lots it was packed from, whoever asked for it), so the dashboard, the Quality card and the sale
-- gate agree; computed for all the lots at once where the lot is its own chain, which is one
-- statement's joins instead of a walk per lot.
-- Security definer: a lot's later tests may have been requested by another organization that
-- grows or holds it, which the caller's row-level security does not show; the function reads only
-- the caller's organization's lots and the requests addressed to its laboratory.
create or replace function public.dashboard_seed_testing(expiring_within_days integer, item_limit integer)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with org as (
    select private.current_organization_id() as id, private.today_in_india() as today
  ),
  tested_lots as (
    -- the lots the organization sent for testing (its requests with results, on the requester
    -- index) that it still grows or holds, not in the trash
    select l.id, l.lot_type, l.crop_id, l.variety_id, l.org_variety_id
    from (
      select distinct q.seed_lot_id
      from public.testing_requests q
      where q.requesting_organization_id = (select org.id from org) and q.status = 'results_issued'
    ) sent
    join public.seed_lots l on l.id = sent.seed_lot_id
    where l.deleted_at is null
      and (
        l.grower_organization_id = (select org.id from org)
        or exists (
          select 1 from public.lot_ownership o
          where o.seed_lot_id = l.id and o.owner_organization_id = (select org.id from org) and o.quantity_owned > 0
        )
      )
  ),
  -- each lot's current report, as private.lot_quality finds it: set-based for a lot that was not
  -- packed from another (its chain is itself: the newest of its reports not superseded), through
  -- lot_quality for a packaged unit (whose chain includes the lots it was packed from)
  current_reports as (
    (select distinct on (t.id) t.id as lot_id, r.id as report_id
    from tested_lots t
    join public.testing_requests q on q.seed_lot_id = t.id
    join public.test_reports r on r.testing_request_id = q.id
    where t.lot_type <> 'packaged_unit'
      and not exists (select 1 from public.test_reports n where n.supersedes_report_id = r.id)
    order by t.id, r.tested_on desc, r.issued_at desc)
    union all
    select t.id, quality.report_id
    from tested_lots t
    cross join lateral private.lot_quality(t.id) quality
    where t.lot_type = 'packaged_unit' and quality.report_id is not null
  ),
  judged as (
    select j.*, jsonb_build_object(
      'lot_id', j.id, 'crop', j.crop, 'variety', j.variety, 'status', j.status,
      'valid_until', j.valid_until, 'tested_on', j.tested_on
    ) as lot
    from (
      select
        t.id, c.name as crop, coalesce(ov.display_name, v.name) as variety, r.valid_until, r.tested_on,
        -- the status of a lot with a report, by the rule private.lot_quality names it with
        private.quality_status(r.verdict, r.valid_until, false) as status
      from current_reports cr
      join tested_lots t on t.id = cr.lot_id
      join public.test_reports r on r.id = cr.report_id
      join public.crops c on c.id = t.crop_id
      left join public.varieties v on v.id = t.variety_id
      left join public.organization_variety_data ov on ov.id = t.org_variety_id
    ) j
  ),
  expiring as (
    select j.* from judged j, org
    where j.status in ('passed', 'no_standard')
      and j.valid_until between org.today and org.today + expiring_within_days
  ),
  failing as (
    -- newest first: a failed test by its date, an expired one by the day its validity ended
    select j.*, case when j.status = 'expired' then j.valid_until else j.tested_on end as since
    from judged j
    where j.status in ('failed', 'expired')
  ),
  queue as (
    select q.*
    from org
    join public.testing_requests q on q.laboratory_organization_id = org.id
    where q.status in ('requested', 'received', 'in_testing')
  )
  select jsonb_build_object(
    'seed_tests', jsonb_build_object(
      'expiring', jsonb_build_object(
        'count', (select count(*) from expiring),
        'lots', coalesce((
          select jsonb_agg(e.lot order by e.valid_until, e.id)
          from (select * from expiring order by valid_until, id limit item_limit) e
        ), '[]'::jsonb)
      ),
      'failed_or_expired', jsonb_build_object(
        'count', (select count(*) from failing),
        'lots', coalesce((
          select jsonb_agg(f.lot order by f.since desc, f.id)
          from (select * from failing order by since desc, id limit item_limit) f
        ), '[]'::jsonb)
      )
    ),
    'laboratory_queue', jsonb_build_object(
      'counts', (
        select jsonb_build_object(
          'requested', count(*) filter (where status = 'requested'),
          'received', count(*) filter (where status = 'received'),
          'in_testing', count(*) filter (where status = 'in_testing')
        )
        from queue
      ),
      'oldest', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', o.id,
          'sample_number', o.sample_number,
          'status', o.status,
          'lot_id', o.seed_lot_id,
          'crop', c.name,
          'variety', coalesce(ov.display_name, v.name),
          'company', co.name,
          'requested_at', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) order by o.created_at, o.id)
        from (select * from queue order by created_at, id limit item_limit) o
        join public.seed_lots l on l.id = o.seed_lot_id
        join public.crops c on c.id = l.crop_id
        left join public.varieties v on v.id = l.variety_id
        left join public.organization_variety_data ov on ov.id = l.org_variety_id
        join public.organizations co on co.id = o.requesting_organization_id
      ), '[]'::jsonb)
    )
  )
$$;
comment on function public.dashboard_seed_testing(integer, integer) is
  'the dashboard''s seed-testing panels for the caller''s organization: its lots whose test expires within the given days or failed or expired, and its laboratory''s open requests.';
revoke all on function public.dashboard_seed_testing(integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.dashboard_seed_testing(integer, integer) to authenticated;
