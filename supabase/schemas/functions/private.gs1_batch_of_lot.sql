CREATE OR REPLACE FUNCTION private.gs1_batch_of_lot(lot text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select pg_catalog.translate(pg_catalog.substr(lot, 4), '-', '') where lot ~ '^SL-[0-9]{8}-[0-9]{7}-[0-9]{4}$'
$function$;
revoke all on function private.gs1_batch_of_lot(lot text) from public, anon, authenticated, service_role;
grant execute on function private.gs1_batch_of_lot(lot text) to authenticated;
grant execute on function private.gs1_batch_of_lot(lot text) to service_role;
