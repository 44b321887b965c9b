-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.test_reports'::regclass loop
    execute format('drop policy %I on public.test_reports', old.polname);
  end loop;
end;
$$;

-- a report is read by whoever may read its request: the requesting company and the laboratory.
create policy "the requesting company and the laboratory read a test report"
  on public.test_reports as permissive for select to authenticated
  using (
    laboratory_organization_id = (select private.current_organization_id())
    or exists (
      select 1 from public.testing_requests q
      where q.id = test_reports.testing_request_id
        and q.requesting_organization_id = (select private.current_organization_id())
    )
  );
