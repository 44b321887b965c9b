-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.activity_events'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.activity_events', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER activity_events_append_only BEFORE UPDATE ON activity_events FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_activity_update();
