CREATE OR REPLACE FUNCTION private.today_in_india()
 RETURNS date
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (now() at time zone 'Asia/Kolkata')::date
$function$;
revoke all on function private.today_in_india() from public, anon, authenticated, service_role;
grant execute on function private.today_in_india() to authenticated;
grant execute on function private.today_in_india() to service_role;
