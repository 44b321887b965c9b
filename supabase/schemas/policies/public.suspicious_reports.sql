-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.suspicious_reports'::regclass loop
    execute format('drop policy %I on public.suspicious_reports', old.polname);
  end loop;
end;
$$;

create policy "members read their organization's reports"
  on public.suspicious_reports as permissive for select to authenticated
  using ((organization_id = ( SELECT private.current_organization_id() AS current_organization_id)));
