-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.organizations'::regclass loop
    execute format('drop policy %I on public.organizations', old.polname);
  end loop;
end;
$$;

create policy "admins update their organization"
  on public.organizations as permissive for update to authenticated
  using (((id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin}'::member_role[]) AS has_role)))
  with check (((id = ( SELECT private.current_organization_id() AS current_organization_id)) AND ( SELECT private.has_role('{admin}'::member_role[]) AS has_role)));

create policy "members read their organization"
  on public.organizations as permissive for select to authenticated
  using ((id = ( SELECT private.current_organization_id() AS current_organization_id)));
