-- One role check for every policy (Supabase's authorize() pattern): private.has_role(roles)
-- replaces the one-helper-per-feature functions private.is_admin() and
-- private.can_manage_farms(). New slices write `(select private.has_role('{admin,manager}'))`
-- beside `organization_id = (select private.current_organization_id())`; both sit in a
-- sub-select so PostgreSQL evaluates them once per statement, not once per row.

create function private.has_role(allowed public.member_role[])
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.auth_id = auth.uid() and p.organization_id is not null and p.role = any (allowed)
  )
$$;
comment on function private.has_role(public.member_role[]) is
  'whether the caller has one of the roles in their organization; for policies (security definer: no recursion through profiles'' policies).';

revoke execute on function private.has_role(public.member_role[]) from public, anon;
grant execute on function private.has_role(public.member_role[]) to authenticated, service_role;

-- organizations and invitations: admins ------------------------------------------------------------

drop policy "admins update their organization" on public.organizations;
create policy "admins update their organization"
  on public.organizations for update to authenticated
  using (id = (select private.current_organization_id()) and (select private.has_role('{admin}')))
  with check (id = (select private.current_organization_id()) and (select private.has_role('{admin}')));

drop policy "admins read their organization's invitations" on public.organization_invitations;
create policy "admins read their organization's invitations"
  on public.organization_invitations for select to authenticated
  using (organization_id = (select private.current_organization_id()) and (select private.has_role('{admin}')));

drop policy "admins invite to their organization" on public.organization_invitations;
create policy "admins invite to their organization"
  on public.organization_invitations for insert to authenticated
  with check (
    organization_id = (select private.current_organization_id())
    and (select private.has_role('{admin}'))
    and status = 'pending'
    and invited_by = (select auth.uid())
  );

drop policy "admins cancel their organization's invitations" on public.organization_invitations;
create policy "admins cancel their organization's invitations"
  on public.organization_invitations for delete to authenticated
  using (organization_id = (select private.current_organization_id()) and (select private.has_role('{admin}')));

-- farms: admins and managers -----------------------------------------------------------------------

drop policy "admins and managers create farms in their organization" on public.farms;
create policy "admins and managers create farms in their organization"
  on public.farms for insert to authenticated
  with check (
    organization_id = (select private.current_organization_id())
    and (select private.has_role('{admin,manager}'))
    and grower_id = (select auth.uid())
  );

drop policy "admins and managers edit their organization's farms" on public.farms;
create policy "admins and managers edit their organization's farms"
  on public.farms for update to authenticated
  using (organization_id = (select private.current_organization_id()) and (select private.has_role('{admin,manager}')))
  with check (
    organization_id = (select private.current_organization_id()) and (select private.has_role('{admin,manager}'))
  );

drop function private.is_admin();
drop function private.can_manage_farms();
