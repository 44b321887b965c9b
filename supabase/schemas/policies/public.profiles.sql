-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.profiles'::regclass loop
    execute format('drop policy %I on public.profiles', old.polname);
  end loop;
end;
$$;

create policy "members read the profiles of their organization and their own"
  on public.profiles as permissive for select to authenticated
  using (((auth_id = ( SELECT auth.uid() AS uid)) OR (organization_id = ( SELECT private.current_organization_id() AS current_organization_id))));

create policy "users update their own profile"
  on public.profiles as permissive for update to authenticated
  using ((auth_id = ( SELECT auth.uid() AS uid)))
  with check ((auth_id = ( SELECT auth.uid() AS uid)));
