-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.lot_claim_codes'::regclass loop
    execute format('drop policy %I on public.lot_claim_codes', old.polname);
  end loop;
end;
$$;

create policy "members of the grower read a lot's claim codes"
  on public.lot_claim_codes as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM seed_lots l
  WHERE ((l.id = lot_claim_codes.seed_lot_id) AND (l.grower_organization_id = ( SELECT private.current_organization_id() AS current_organization_id))))));
