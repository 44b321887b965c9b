-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.qr_codes'::regclass loop
    execute format('drop policy %I on public.qr_codes', old.polname);
  end loop;
end;
$$;

create policy "members read the codes of lots they see"
  on public.qr_codes as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM seed_lots l
  WHERE (l.id = qr_codes.seed_lot_id))));
