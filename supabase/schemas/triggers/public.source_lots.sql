-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.source_lots'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.source_lots', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER source_lots_lineage_acyclic BEFORE INSERT OR UPDATE OF seed_lot_id, source_lot_id ON source_lots FOR EACH ROW EXECUTE FUNCTION private.refuse_lineage_cycle();
