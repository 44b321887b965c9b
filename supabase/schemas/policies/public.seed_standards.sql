-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.seed_standards'::regclass loop
    execute format('drop policy %I on public.seed_standards', old.polname);
  end loop;
end;
$$;

create policy "everyone reads the seed standards"
  on public.seed_standards as permissive for select to anon, authenticated
  using (true);
