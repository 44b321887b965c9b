-- The agency revokes a certificate with its reason (issue 28), e.g. a grow-out test failed: its lot
-- and the lots that are its seed show "certification revoked" and may not be sold.
create or replace function public.revoke_certificate(certificate_id uuid, reason text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  application uuid;
  work record;
  why text := nullif(btrim(coalesce(reason, '')), '');
begin
  select c.application_id into application from public.seed_certificates c where c.id = revoke_certificate.certificate_id;
  if application is null then
    raise exception using errcode = 'PT404', message = 'certification_certificate_not_found';
  end if;
  select * into work from private.agency_application_for_update(application);
  if why is null or length(why) > 1000 then
    raise exception using errcode = 'PT400', message = 'certification_revocation_reason_required';
  end if;
  if (work.application_row).status = 'revoked' then
    raise exception using errcode = 'PT409', message = 'certification_already_revoked';
  end if;
  update public.seed_certificates c
  set revoked_at = now(), revocation_reason = why, revoked_by = work.profile_id
  where c.id = revoke_certificate.certificate_id;
  update public.certification_applications a set status = 'revoked' where a.id = application;
end;
$$;
comment on function public.revoke_certificate(uuid, text) is
  'the agency revokes a certificate with its reason: its lot and the lots that are its seed may no longer be sold.';
revoke all on function public.revoke_certificate(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.revoke_certificate(uuid, text) to authenticated, service_role;
