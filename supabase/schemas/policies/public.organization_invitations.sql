-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.organization_invitations'::regclass loop
    execute format('drop policy %I on public.organization_invitations', old.polname);
  end loop;
end;
$$;

create policy "admins cancel their organization's invitations"
  on public.organization_invitations as permissive for delete to authenticated
  using (((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin}'::member_role[]) AS has_role)));

create policy "admins invite to their organization"
  on public.organization_invitations as permissive for insert to authenticated
  with check (((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin}'::member_role[]) AS has_role) AND (status = 'pending'::invitation_status) AND (invited_by = ( SELECT auth.uid() AS uid))));

create policy "admins read their organization's invitations"
  on public.organization_invitations as permissive for select to authenticated
  using (((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin}'::member_role[]) AS has_role)));
