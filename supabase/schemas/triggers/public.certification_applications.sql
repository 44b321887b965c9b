-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.certification_applications'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.certification_applications', old.tgname);
  end loop;
end;
$$;

create trigger certification_applications_set_updated_at before update on public.certification_applications
  for each row execute function private.set_updated_at();

-- the seed-lot lists' certification facts (private.seed_certifications) of the lot and its packed lots
create trigger certification_applications_refresh_lot_certification
  after insert or update of status on public.certification_applications
  for each row execute function private.refresh_lot_certification_trigger();

-- The certification facts of every lot with an application, computed again whenever these triggers
-- are (re)defined: a database that had applications before private.seed_certifications existed
-- gets them, and a change of the rule reaches the lots it changes. Idempotent.
select private.refresh_lot_certification(a.seed_lot_id)
from (select distinct seed_lot_id from public.certification_applications) a;
