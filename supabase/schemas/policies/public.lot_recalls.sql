-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.lot_recalls'::regclass loop
    execute format('drop policy %I on public.lot_recalls', old.polname);
  end loop;
end;
$$;

create policy "members read the recalls of lots they see"
  on public.lot_recalls as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM seed_lots l
  WHERE (l.id = lot_recalls.seed_lot_id))));
