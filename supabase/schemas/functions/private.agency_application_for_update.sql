-- The application a certification agency works on, locked: the caller must be an admin or manager
-- of the application's agency. The lock makes concurrent steps on one application (two officers
-- issuing a certificate) run one at a time.
create or replace function private.agency_application_for_update(
  application uuid, out application_row public.certification_applications, out profile_id uuid
)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  organization uuid;
begin
  select m.organization_id, m.profile_id into organization, profile_id from private.signed_in_member() m;
  select * into application_row from public.certification_applications a
  where a.id = agency_application_for_update.application
    and (a.agency_organization_id = organization or a.applicant_organization_id = organization)
  for update;
  if application_row.id is null then
    raise exception using errcode = 'PT404', message = 'certification_application_not_found';
  end if;
  if application_row.agency_organization_id <> organization then
    raise exception using errcode = 'PT403', message = 'certification_agency_only';
  end if;
  if not private.has_role('{admin,manager}') then
    raise exception using errcode = 'PT403', message = 'certification_role_required';
  end if;
end;
$$;
comment on function private.agency_application_for_update(uuid) is
  'the application, locked, when the caller is an admin or manager of its agency; raises not found (neither side), agency only (the applicant) or role required.';
revoke all on function private.agency_application_for_update(uuid) from public, anon, authenticated;
grant execute on function private.agency_application_for_update(uuid) to service_role;
