CREATE OR REPLACE FUNCTION private.gs1_packet_code(gtin text, batch text, serial text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select q.code
  from public.qr_codes q
  where q.seed_lot_id = private.lot_of_gs1_batch(left(gs1_packet_code.batch, 40))
    and q.serial = case when gs1_packet_code.serial ~ '^[1-9][0-9]{0,8}$' then gs1_packet_code.serial::integer end
    and q.kind = 'packet'
    and private.gtin_holds_lot(gs1_packet_code.gtin, q.seed_lot_id)
$function$;
revoke all on function private.gs1_packet_code(gtin text, batch text, serial text) from public, anon, authenticated, service_role;
