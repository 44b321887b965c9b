-- the table's triggers are exactly those below: any other is dropped
do $$
declare
  old record;
begin
  for old in select t.tgname from pg_trigger t where t.tgrelid = 'public.organizations'::regclass and not t.tgisinternal loop
    execute format('drop trigger %I on public.organizations', old.tgname);
  end loop;
end;
$$;

CREATE TRIGGER organizations_guard_platform_type BEFORE UPDATE OF type ON organizations FOR EACH ROW EXECUTE FUNCTION private.guard_organization_platform_type();

CREATE TRIGGER organizations_set_updated_at BEFORE UPDATE ON organizations FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
