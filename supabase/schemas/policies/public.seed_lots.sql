-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.seed_lots'::regclass loop
    execute format('drop policy %I on public.seed_lots', old.polname);
  end loop;
end;
$$;

create policy "members read the lots their organization grows or owns"
  on public.seed_lots as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM private.org_sees_lot(seed_lots.id, seed_lots.grower_organization_id) s(visible)
  WHERE s.visible)));
