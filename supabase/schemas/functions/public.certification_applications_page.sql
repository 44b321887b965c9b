-- The certification applications of the caller's organization on one side: received (made to it
-- as a certification agency: its queue) or sent (its own lots' applications), newest first, by
-- status and by a search of application number or lot id. Keyset-paged on the millisecond time the
-- API shows, so a cursor made from a row's appliedAt never skips a row of the same millisecond.
-- Each row is what a list shows (the lot's crop and variety, both parties, the inspections so far,
-- the certificate), never the seed plot's boundaries: the detail has those. Security definer for
-- the lot facts an agency may read; the organization is the caller's own.
create or replace function public.certification_applications_page(
  side text default 'received',
  status_filter public.certification_status default null,
  search text default null,
  page_size integer default 25,
  before_created timestamptz default null,
  before_id uuid default null
)
  returns setof jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with me as (select private.current_organization_id() as organization),
  page as (
    select a.*
    from public.certification_applications a, me
    where me.organization is not null
      and case when certification_applications_page.side = 'sent'
               then a.applicant_organization_id = me.organization
               else a.agency_organization_id = me.organization end
      and (status_filter is null or a.status = status_filter)
      and (nullif(btrim(coalesce(search, '')), '') is null
           or strpos(upper(a.application_number || ' ' || a.seed_lot_id), upper(btrim(search))) > 0)
      and (before_created is null
           or (date_trunc('milliseconds', a.created_at), a.id) < (before_created, before_id))
    order by date_trunc('milliseconds', a.created_at) desc, a.id desc
    limit least(greatest(coalesce(page_size, 25), 1), 101)
  )
  select jsonb_build_object(
    'id', a.id,
    'applicationNumber', a.application_number,
    'status', a.status,
    'classSought', a.class_sought,
    'areaAcres', a.area_acres,
    'appliedAt', private.api_time(a.created_at),
    'applicant', jsonb_build_object('id', co.id, 'name', co.name),
    'agency', jsonb_build_object('id', ag.id, 'name', ag.name),
    'lot', jsonb_build_object('id', l.id, 'crop', c.name, 'variety', coalesce(ov.display_name, v.name)),
    'inspections', inspected.count,
    'lastInspectedOn', inspected.last,
    'certificate', (
      select jsonb_build_object(
        'id', ce.id,
        'certificateNumber', ce.certificate_number,
        'validUntil', ce.valid_until,
        'revoked', ce.revoked_at is not null)
      from public.seed_certificates ce where ce.application_id = a.id)
  )
  from page a
  join public.organizations co on co.id = a.applicant_organization_id
  join public.organizations ag on ag.id = a.agency_organization_id
  join public.seed_lots l on l.id = a.seed_lot_id
  join public.crops c on c.id = l.crop_id
  left join public.varieties v on v.id = l.variety_id
  left join public.organization_variety_data ov on ov.id = l.org_variety_id
  -- the inspections so far, read once for both figures
  cross join lateral (
    select count(*) as count, max(i.inspected_on) as last
    from public.field_inspections i where i.application_id = a.id
  ) inspected
  order by date_trunc('milliseconds', a.created_at) desc, a.id desc
$$;
comment on function public.certification_applications_page(text, public.certification_status, text, integer, timestamptz, uuid) is
  'a page of the applications the caller''s organization received as an agency (side received) or sent (side sent), newest first, by status and application number or lot id.';
revoke all on function public.certification_applications_page(text, public.certification_status, text, integer, timestamptz, uuid) from public, anon;
grant execute on function public.certification_applications_page(text, public.certification_status, text, integer, timestamptz, uuid) to authenticated, service_role;
