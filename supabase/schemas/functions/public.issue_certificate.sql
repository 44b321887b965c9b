-- The agency issues the certificate of an application (issue 28): only when every field inspection
-- was accepted (at least one) and the lot's current seed test passed the standards of the class
-- sought (a test against the foundation standards also serves certified seed). The certificate
-- takes the next `tag_count` tag numbers of the agency, is valid as long as the test, and tags the
-- packet codes of the lot and of the lots packed from it, in one transaction. The application is
-- locked first: a second officer issuing at the same time waits, then is refused.
create or replace function public.issue_certificate(
  application_id uuid,
  certificate_number text,
  tag_count integer,
  issued_on date default null
)
  returns table (certificate_id uuid, tag_first bigint, tag_last bigint, valid_until date, tagged integer)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  work record;
  app public.certification_applications;
  cert_number text := nullif(btrim(coalesce(certificate_number, '')), '');
  issued date := coalesce(issued_on, private.today_in_india());
  quality record;
  report public.test_reports;
  tested_class public.seed_class;
  first_tag bigint;
  cert uuid;
begin
  select * into work from private.agency_application_for_update(application_id);
  app := work.application_row;
  if app.status = 'certified' then
    raise exception using errcode = 'PT409', message = 'certification_already_issued';
  end if;
  if app.status not in ('applied', 'inspecting') then
    raise exception using errcode = 'PT409', message = 'certification_application_closed';
  end if;
  if cert_number is null or length(cert_number) > 60 then
    raise exception using errcode = 'PT400', message = 'certification_number_required';
  end if;
  if tag_count is null or tag_count < 1 or tag_count > 100000 then
    raise exception using errcode = 'PT400', message = 'certification_tag_count_invalid';
  end if;
  if issued > private.today_in_india() then
    raise exception using errcode = 'PT400', message = 'certification_issue_date_invalid';
  end if;
  if app.status <> 'inspecting' or exists (
    select 1 from public.field_inspections i where i.application_id = app.id and i.outcome <> 'accepted'
  ) then
    raise exception using errcode = 'PT409', message = 'certification_inspection_required';
  end if;
  select * into quality from private.lot_quality(app.seed_lot_id);
  select * into report from public.test_reports r where r.id = quality.report_id;
  select q.seed_class into tested_class
  from public.testing_requests q where q.id = report.testing_request_id;
  if quality.status <> 'passed'
    or not (tested_class = app.class_sought or (app.class_sought = 'certified' and tested_class = 'foundation')) then
    raise exception using errcode = 'PT409', message = 'certification_test_required';
  end if;
  if exists (
    select 1 from public.seed_certificates c
    where c.agency_organization_id = app.agency_organization_id and c.certificate_number = cert_number
  ) then
    raise exception using errcode = 'PT409', message = 'certification_number_taken';
  end if;

  insert into private.agency_tag_counters as c (agency_organization_id, next_tag)
  values (app.agency_organization_id, 1 + tag_count)
  on conflict (agency_organization_id) do update set next_tag = c.next_tag + excluded.next_tag - 1
  returning c.next_tag - issue_certificate.tag_count into first_tag;

  insert into public.seed_certificates as c (
    application_id, agency_organization_id, certificate_number, seed_class, test_report_id, tag_count,
    tag_first, issued_on, valid_until, created_by
  ) values (
    app.id, app.agency_organization_id, cert_number, app.class_sought, report.id, issue_certificate.tag_count,
    first_tag, issued, quality.valid_until, work.profile_id
  )
  returning c.id into cert;
  update public.certification_applications a set status = 'certified' where a.id = app.id;

  return query
  select cert, first_tag, first_tag + issue_certificate.tag_count - 1, quality.valid_until, private.tag_packets(cert);
end;
$$;
comment on function public.issue_certificate(uuid, text, integer, date) is
  'the agency''s certificate of an application whose inspections were accepted and whose lot passed its test for the class: the agency''s next tag series, the packets tagged, in one transaction.';
revoke all on function public.issue_certificate(uuid, text, integer, date) from public, anon, authenticated, service_role;
grant execute on function public.issue_certificate(uuid, text, integer, date) to authenticated, service_role;
