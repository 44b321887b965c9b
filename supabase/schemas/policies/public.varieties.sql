-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.varieties'::regclass loop
    execute format('drop policy %I on public.varieties', old.polname);
  end loop;
end;
$$;

create policy "signed-in users read the master varieties"
  on public.varieties as permissive for select to authenticated
  using (true);
