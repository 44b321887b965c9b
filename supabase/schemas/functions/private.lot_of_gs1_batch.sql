CREATE OR REPLACE FUNCTION private.lot_of_gs1_batch(batch text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when batch ~ '^[0-9]{19}$' then
      'SL-' || pg_catalog.substr(batch, 1, 8) || '-' || pg_catalog.substr(batch, 9, 7) || '-' || pg_catalog.substr(batch, 16, 4)
    when batch ~ '^SL-[0-9]{8}-[0-9]{7}-[0-9]{4}$' then batch
  end
$function$;
revoke all on function private.lot_of_gs1_batch(batch text) from public, anon, authenticated, service_role;
grant execute on function private.lot_of_gs1_batch(batch text) to authenticated;
grant execute on function private.lot_of_gs1_batch(batch text) to service_role;
