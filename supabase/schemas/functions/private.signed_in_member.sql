-- The caller's organization and profile, for a write that needs a member of an organization:
-- raises not_signed_in (PT401) without a user and no_organization (PT403) for a user outside any
-- organization, the words every such write answers with. The role a step needs is its own check.
create or replace function private.signed_in_member(out organization_id uuid, out profile_id uuid)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception using errcode = 'PT401', message = 'not_signed_in';
  end if;
  select p.organization_id, p.id into organization_id, profile_id
  from public.profiles p where p.auth_id = auth.uid();
  if organization_id is null then
    raise exception using errcode = 'PT403', message = 'no_organization';
  end if;
end;
$$;
comment on function private.signed_in_member() is
  'the caller''s organization and profile; raises not signed in, or no organization.';
revoke all on function private.signed_in_member() from public, anon, authenticated;
grant execute on function private.signed_in_member() to authenticated, service_role;
