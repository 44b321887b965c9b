-- The dashboard's seed-testing panels (issue 27), as one expression the dashboard's one statement
-- selects:
--   seed_tests        a seed company's lots whose current test is valid but ends within
--                     `expiring_within_days` (soonest first), and those whose test failed or
--                     expired (newest first): a count and the first `item_limit` of each;
--   laboratory_queue  a laboratory's open requests: a count per open status and the
--                     `item_limit` oldest (the ones waiting longest).
-- The lots are those the caller's organization grows that were tested themselves (their packaged
-- units carry that test: the tested lot stands for them), and the lots it holds from another
-- grower that were tested themselves or packed from a tested lot. Each lot's status is
-- private.lot_quality's, so the dashboard, the Quality card and the sale gate agree.
-- Security definer: a lot's tests may have been requested by another organization that grows or
-- holds it, which the caller's row-level security does not show; the function reads only the
-- caller's organization's lots and the requests addressed to its laboratory.
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
    select l.id, l.crop_id, l.variety_id, l.org_variety_id
    from org
    join public.seed_lots l on l.grower_organization_id = org.id
    where l.deleted_at is null
      and exists (
        select 1 from public.testing_requests q
        join public.test_reports r on r.testing_request_id = q.id
        where q.seed_lot_id = l.id
      )
    union
    select l.id, l.crop_id, l.variety_id, l.org_variety_id
    from org
    join public.lot_ownership o on o.owner_organization_id = org.id and o.quantity_owned > 0
    join public.seed_lots l on l.id = o.seed_lot_id
    where l.deleted_at is null
      and l.grower_organization_id <> org.id
      and exists (
        select 1 from public.testing_requests q
        join public.test_reports r on r.testing_request_id = q.id
        where q.seed_lot_id = l.id or q.seed_lot_id = l.parent_lot_id
      )
  ),
  judged as (
    select
      t.id, quality.status, quality.valid_until, r.tested_on,
      jsonb_build_object(
        'lot_id', t.id,
        'crop', c.name,
        'variety', coalesce(ov.display_name, v.name),
        'status', quality.status,
        'valid_until', quality.valid_until,
        'tested_on', r.tested_on
      ) as lot
    from tested_lots t
    cross join lateral private.lot_quality(t.id) quality
    join public.test_reports r on r.id = quality.report_id
    join public.crops c on c.id = t.crop_id
    left join public.varieties v on v.id = t.variety_id
    left join public.organization_variety_data ov on ov.id = t.org_variety_id
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
