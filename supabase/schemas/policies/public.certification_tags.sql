-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.certification_tags'::regclass loop
    execute format('drop policy %I on public.certification_tags', old.polname);
  end loop;
end;
$$;

-- whoever reads the certificate (its policy) reads its tags
create policy "the parties of the certificate read its tags"
  on public.certification_tags as permissive for select to authenticated
  using (exists (select 1 from public.seed_certificates c where c.id = certificate_id));
