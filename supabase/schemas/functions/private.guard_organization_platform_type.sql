CREATE OR REPLACE FUNCTION private.guard_organization_platform_type()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- current_user is the request's role (set local role authenticated); trusted server work
  -- (service_role, migrations) may change the type.
  if current_user = 'authenticated' and (new.type = 'admin') is distinct from (old.type = 'admin') then
    raise exception using errcode = 'PT403', message = 'organization_type_platform_only';
  end if;
  return new;
end;
$function$;
comment on function private.guard_organization_platform_type() is 'refuses an organization''s own admins giving or removing the platform type admin.';
revoke all on function private.guard_organization_platform_type() from public, anon, authenticated, service_role;
grant execute on function private.guard_organization_platform_type() to public;
