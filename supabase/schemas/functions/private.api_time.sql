CREATE OR REPLACE FUNCTION private.api_time(t timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  -- inlined where it is used: no SET clause, every name schema-qualified instead (as auth.uid())
  select pg_catalog.to_char(pg_catalog.timezone('UTC', t), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$function$;
comment on function private.api_time(t timestamp with time zone) is 'a timestamp as the API''s text: ISO 8601 in UTC with milliseconds and Z (what JavaScript''s toISOString makes); null stays null.';
revoke all on function private.api_time(t timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function private.api_time(t timestamp with time zone) to authenticated;
grant execute on function private.api_time(t timestamp with time zone) to service_role;
