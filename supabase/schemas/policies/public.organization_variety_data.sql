-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.organization_variety_data'::regclass loop
    execute format('drop policy %I on public.organization_variety_data', old.polname);
  end loop;
end;
$$;

create policy "admins and managers add varieties to their organization"
  on public.organization_variety_data as permissive for insert to authenticated
  with check (((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin,manager}'::member_role[]) AS has_role)));

create policy "admins and managers edit their organization's varieties"
  on public.organization_variety_data as permissive for update to authenticated
  using (((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin,manager}'::member_role[]) AS has_role)))
  with check (((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin,manager}'::member_role[]) AS has_role)));

create policy "members read their organization's varieties and everyone's shar"
  on public.organization_variety_data as permissive for select to authenticated
  using (((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) OR ((visibility = 'shared'::variety_visibility) AND is_active)));
