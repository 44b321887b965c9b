-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.certification_applications'::regclass loop
    execute format('drop policy %I on public.certification_applications', old.polname);
  end loop;
end;
$$;

-- the applying company and the agency it applied to; nobody else. Writes go through the functions
-- (public.apply_for_certification, record_field_inspection, issue_certificate, revoke_certificate).
create policy "the applicant and the agency read an application"
  on public.certification_applications as permissive for select to authenticated
  using (
    applicant_organization_id = (select private.current_organization_id())
    or agency_organization_id = (select private.current_organization_id())
  );
