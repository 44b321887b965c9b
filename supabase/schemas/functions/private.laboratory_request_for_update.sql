-- The testing request a laboratory works on, locked: the caller must be an admin or manager of
-- the request's laboratory (a company recording its own laboratory's results is that laboratory).
-- The lock makes concurrent steps on one request (two analysts issuing results) run one at a time.
create or replace function private.laboratory_request_for_update(request uuid, out request_row public.testing_requests, out profile_id uuid)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  organization uuid;
begin
  select m.organization_id, m.profile_id into organization, profile_id from private.signed_in_member() m;
  select * into request_row from public.testing_requests q
  where q.id = laboratory_request_for_update.request
    and (q.laboratory_organization_id = organization or q.requesting_organization_id = organization)
  for update;
  if request_row.id is null then
    raise exception using errcode = 'PT404', message = 'testing_request_not_found';
  end if;
  if request_row.laboratory_organization_id <> organization then
    raise exception using errcode = 'PT403', message = 'testing_laboratory_only';
  end if;
  if not private.has_role('{admin,manager}') then
    raise exception using errcode = 'PT403', message = 'testing_role_required';
  end if;
end;
$$;
comment on function private.laboratory_request_for_update(uuid) is
  'the request, locked, when the caller is an admin or manager of its laboratory; raises not found (neither side), laboratory only (the requesting company) or role required.';
revoke all on function private.laboratory_request_for_update(uuid) from public, anon, authenticated;
grant execute on function private.laboratory_request_for_update(uuid) to service_role;
