-- the table's policies are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select p.polname from pg_policy p where p.polrelid = 'public.qr_scans'::regclass loop
    execute format('drop policy %I on public.qr_scans', old.polname);
  end loop;
end;
$$;

create policy "members read the scans of codes they see"
  on public.qr_scans as permissive for select to authenticated
  using ((EXISTS ( SELECT 1
   FROM qr_codes q
  WHERE (q.id = qr_scans.qr_code_id))));
