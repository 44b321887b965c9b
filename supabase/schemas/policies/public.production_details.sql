-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.production_details'::regclass loop
    execute format('drop policy %I on public.production_details', old.polname);
  end loop;
end;
$$;

create policy "members read the harvests of lots they see"
  on public.production_details as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM seed_lots l
  WHERE (l.id = production_details.lot_id))));
