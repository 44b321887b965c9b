-- An application for the company that applied or the agency it applied to (with which side the
-- reader is on); null for anyone else. Security definer: the agency may not read the lot's rows.
create or replace function public.certification_application_detail(application_id uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select private.certification_application_json(a.id)
    || jsonb_build_object('isAgency', a.agency_organization_id = (select private.current_organization_id()))
  from public.certification_applications a
  where a.id = certification_application_detail.application_id
    and (select private.current_organization_id()) in (a.applicant_organization_id, a.agency_organization_id)
$$;
comment on function public.certification_application_detail(uuid) is
  'an application with its inspections and certificate for the applicant or the agency; null otherwise.';
revoke all on function public.certification_application_detail(uuid) from public, anon;
grant execute on function public.certification_application_detail(uuid) to authenticated, service_role;
