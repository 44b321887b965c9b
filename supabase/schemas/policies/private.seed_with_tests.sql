-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'private.seed_with_tests'::regclass loop
    execute format('drop policy %I on private.seed_with_tests', old.polname);
  end loop;
end;
$$;

-- a lot's kept facts are read by whoever reads the lot: the seed_lots policy's rule, on the lot's
-- grower kept beside them
create policy "members read the kept facts of the lots they see"
  on private.seed_with_tests as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM private.org_sees_lot(seed_with_tests.lot_id, seed_with_tests.grower_organization_id) s(visible)
  WHERE s.visible)));
