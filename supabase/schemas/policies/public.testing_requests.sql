-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.testing_requests'::regclass loop
    execute format('drop policy %I on public.testing_requests', old.polname);
  end loop;
end;
$$;

-- the company that sent a request and the laboratory it was sent to; nobody else. Writes go
-- through the functions (public.create_testing_request, set_testing_request_status, issue_test_report).
create policy "the requesting company and the laboratory read a testing request"
  on public.testing_requests as permissive for select to authenticated
  using (
    requesting_organization_id = (select private.current_organization_id())
    or laboratory_organization_id = (select private.current_organization_id())
  );
