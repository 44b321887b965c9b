-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.source_lots'::regclass loop
    execute format('drop policy %I on public.source_lots', old.polname);
  end loop;
end;
$$;

create policy "members read the source links of lots they see"
  on public.source_lots as permissive for select to authenticated
  using (((EXISTS ( SELECT 1
   FROM seed_lots l
  WHERE (l.id = source_lots.seed_lot_id))) OR (EXISTS ( SELECT 1
   FROM seed_lots l
  WHERE (l.id = source_lots.source_lot_id)))));
