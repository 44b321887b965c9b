-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.crops'::regclass loop
    execute format('drop policy %I on public.crops', old.polname);
  end loop;
end;
$$;

create policy "signed-in users read the crops"
  on public.crops as permissive for select to authenticated
  using (true);
