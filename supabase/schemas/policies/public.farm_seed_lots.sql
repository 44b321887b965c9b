-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.farm_seed_lots'::regclass loop
    execute format('drop policy %I on public.farm_seed_lots', old.polname);
  end loop;
end;
$$;

create policy "members read the farms of lots they see"
  on public.farm_seed_lots as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM seed_lots l
  WHERE (l.id = farm_seed_lots.lot_id))));
