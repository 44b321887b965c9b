-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.seed_certificates'::regclass loop
    execute format('drop policy %I on public.seed_certificates', old.polname);
  end loop;
end;
$$;

-- whoever reads the application (its policy) reads its certificate
create policy "the parties of the application read its certificate"
  on public.seed_certificates as permissive for select to authenticated
  using (exists (select 1 from public.certification_applications a where a.id = application_id));
