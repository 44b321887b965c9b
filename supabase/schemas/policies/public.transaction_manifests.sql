-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.transaction_manifests'::regclass loop
    execute format('drop policy %I on public.transaction_manifests', old.polname);
  end loop;
end;
$$;

create policy "members read the manifests their organization sent or received"
  on public.transaction_manifests as permissive for select to authenticated
  using (((from_org_id = ( SELECT private.current_organization_id() AS current_organization_id)) OR (to_org_id = ( SELECT private.current_organization_id() AS current_organization_id))));
