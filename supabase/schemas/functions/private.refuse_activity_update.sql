CREATE OR REPLACE FUNCTION private.refuse_activity_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception using errcode = 'PT403', message = 'activity_events_append_only';
end;
$function$;
revoke all on function private.refuse_activity_update() from public, anon, authenticated, service_role;
grant execute on function private.refuse_activity_update() to public;
