CREATE OR REPLACE FUNCTION private.is_characteristics(value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select pg_catalog.jsonb_typeof(value) = 'object'
    and not pg_catalog.jsonb_path_exists(value, 'strict $.* ? (@.type() != "string" && @.type() != "number")')
$function$;
comment on function private.is_characteristics(value jsonb) is 'whether a characteristics value is an object whose values are all text or numbers (spec 2 §3).';
revoke all on function private.is_characteristics(value jsonb) from public, anon, authenticated, service_role;
grant execute on function private.is_characteristics(value jsonb) to authenticated;
grant execute on function private.is_characteristics(value jsonb) to service_role;
