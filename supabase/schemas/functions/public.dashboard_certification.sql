-- The dashboard's certification panels (issue 28), as one expression the dashboard's one statement
-- selects:
--   agency_queue  a certification agency's open applications: a count per open status and the
--                 `item_limit` oldest (the ones waiting longest);
--   in_progress   a seed company's applications still open (applied or inspecting), newest first;
--   expiring      its certificates, not revoked, whose validity ends within `expiring_within_days`
--                 (soonest first).
-- Each is a count and the first `item_limit`, found on the agency's or the applicant's index of
-- certification_applications, so the cost follows the organization's applications, not its lots.
-- Security definer: the agency reads the applicant's lot facts (crop, variety) that its row-level
-- security does not show; only the caller's organization's applications are read.
create or replace function public.dashboard_certification(expiring_within_days integer, item_limit integer)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with org as (
    select private.current_organization_id() as id, private.today_in_india() as today
  ),
  queue as (
    select a.* from org
    join public.certification_applications a on a.agency_organization_id = org.id
    where a.status in ('applied', 'inspecting')
  ),
  in_progress as (
    select a.* from org
    join public.certification_applications a on a.applicant_organization_id = org.id
    where a.status in ('applied', 'inspecting')
  ),
  expiring as (
    select a.id as application_id, a.seed_lot_id, ce.certificate_number, ce.seed_class, ce.valid_until
    from org
    join public.certification_applications a on a.applicant_organization_id = org.id and a.status = 'certified'
    join public.seed_certificates ce on ce.application_id = a.id
    where ce.revoked_at is null
      and ce.valid_until between org.today and org.today + expiring_within_days
  )
  select jsonb_build_object(
    'agency_queue', jsonb_build_object(
      'counts', (
        select jsonb_build_object(
          'applied', count(*) filter (where status = 'applied'),
          'inspecting', count(*) filter (where status = 'inspecting'))
        from queue),
      'oldest', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', q.id,
          'application_number', q.application_number,
          'status', q.status,
          'lot_id', q.seed_lot_id,
          'crop', c.name,
          'variety', coalesce(ov.display_name, v.name),
          'company', co.name,
          'applied_at', private.api_time(q.created_at)
        ) order by q.created_at, q.id)
        from (select * from queue order by created_at, id limit item_limit) q
        join public.seed_lots l on l.id = q.seed_lot_id
        join public.crops c on c.id = l.crop_id
        left join public.varieties v on v.id = l.variety_id
        left join public.organization_variety_data ov on ov.id = l.org_variety_id
        join public.organizations co on co.id = q.applicant_organization_id
      ), '[]'::jsonb)
    ),
    'in_progress', jsonb_build_object(
      'count', (select count(*) from in_progress),
      'applications', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', p.id,
          'application_number', p.application_number,
          'status', p.status,
          'lot_id', p.seed_lot_id,
          'agency', ag.name,
          'applied_at', private.api_time(p.created_at)
        ) order by p.created_at desc, p.id desc)
        from (select * from in_progress order by created_at desc, id desc limit item_limit) p
        join public.organizations ag on ag.id = p.agency_organization_id
      ), '[]'::jsonb)
    ),
    'expiring', jsonb_build_object(
      'count', (select count(*) from expiring),
      'certificates', coalesce((
        select jsonb_agg(jsonb_build_object(
          'application_id', e.application_id,
          'certificate_number', e.certificate_number,
          'seed_class', e.seed_class,
          'lot_id', e.seed_lot_id,
          'valid_until', e.valid_until
        ) order by e.valid_until, e.application_id)
        from (select * from expiring order by valid_until, application_id limit item_limit) e
      ), '[]'::jsonb)
    )
  )
$$;
comment on function public.dashboard_certification(integer, integer) is
  'the dashboard''s certification panels for the caller''s organization: its agency''s open applications, its own applications in progress and its certificates expiring within the given days.';
revoke all on function public.dashboard_certification(integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.dashboard_certification(integer, integer) to authenticated;
