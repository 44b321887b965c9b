-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.packaging_details'::regclass loop
    execute format('drop policy %I on public.packaging_details', old.polname);
  end loop;
end;
$$;

create policy "members read the packaging of lots they see"
  on public.packaging_details as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM seed_lots l
  WHERE (l.id = packaging_details.lot_id))));
