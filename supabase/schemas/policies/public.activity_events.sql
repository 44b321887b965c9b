-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.activity_events'::regclass loop
    execute format('drop policy %I on public.activity_events', old.polname);
  end loop;
end;
$$;

create policy "members read their organization's activity"
  on public.activity_events as permissive for select to authenticated
  using ((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)));
