-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.farms'::regclass loop
    execute format('drop policy %I on public.farms', old.polname);
  end loop;
end;
$$;

create policy "admins and managers create farms in their organization"
  on public.farms as permissive for insert to authenticated
  with check (((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin,manager}'::member_role[]) AS has_role) AND (grower_id = ( SELECT auth.uid() AS uid))));

create policy "admins and managers edit their organization's farms"
  on public.farms as permissive for update to authenticated
  using (((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin,manager}'::member_role[]) AS has_role)))
  with check (((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin,manager}'::member_role[]) AS has_role)));

create policy "members read their organization's farms"
  on public.farms as permissive for select to authenticated
  using ((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)));
