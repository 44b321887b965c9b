-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'private.organization_stat_changes'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on private.organization_stat_changes', old.tgname);
  end loop;
end;
$$;

CREATE CONSTRAINT TRIGGER organization_stat_changes_apply_at_commit AFTER INSERT ON private.organization_stat_changes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.apply_organization_stat_changes();
