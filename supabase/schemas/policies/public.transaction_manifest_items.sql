-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.transaction_manifest_items'::regclass loop
    execute format('drop policy %I on public.transaction_manifest_items', old.polname);
  end loop;
end;
$$;

create policy "members read the items of manifests they see"
  on public.transaction_manifest_items as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM transaction_manifests m
  WHERE ((m.id = transaction_manifest_items.manifest_id) AND ((m.from_org_id = ( SELECT private.current_organization_id() AS current_organization_id)) OR (m.to_org_id = ( SELECT private.current_organization_id() AS current_organization_id)))))));
