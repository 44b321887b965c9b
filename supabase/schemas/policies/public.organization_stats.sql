-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.organization_stats'::regclass loop
    execute format('drop policy %I on public.organization_stats', old.polname);
  end loop;
end;
$$;

create policy "members read their organization's stats"
  on public.organization_stats as permissive for select to authenticated
  using ((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)));
