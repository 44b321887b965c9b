CREATE OR REPLACE FUNCTION private.default_organization_name(display_name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(nullif(btrim(display_name), '') || '''s Organization', 'My Organization')
$function$;
comment on function private.default_organization_name(display_name text) is 'spec 1 §9: "{full name}''s Organization"; "My Organization" without a name.';
revoke all on function private.default_organization_name(display_name text) from public, anon, authenticated, service_role;
grant execute on function private.default_organization_name(display_name text) to authenticated;
grant execute on function private.default_organization_name(display_name text) to service_role;
