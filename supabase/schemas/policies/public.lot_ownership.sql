-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.lot_ownership'::regclass loop
    execute format('drop policy %I on public.lot_ownership', old.polname);
  end loop;
end;
$$;

create policy "members read the ownership of lots they see"
  on public.lot_ownership as permissive for select to authenticated
  using (((owner_organization_id = ( SELECT private.current_organization_id() AS current_organization_id)) OR (EXISTS ( SELECT 1
   FROM seed_lots l
  WHERE (l.id = lot_ownership.seed_lot_id)))));
