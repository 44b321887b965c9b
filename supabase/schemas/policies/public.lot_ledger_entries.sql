-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.lot_ledger_entries'::regclass loop
    execute format('drop policy %I on public.lot_ledger_entries', old.polname);
  end loop;
end;
$$;

create policy "members read the ledger of lots they see"
  on public.lot_ledger_entries as permissive for select to authenticated
  using (private.can_see_seed_lot(seed_lot_id));
