CREATE OR REPLACE FUNCTION public.report_suspicious_gs1_packet(gtin text, batch text, serial text, shop_name text, place text, phone text DEFAULT NULL::text, photo bytea DEFAULT NULL::bytea)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select public.report_suspicious_packet(
    coalesce(private.gs1_packet_code(gtin, batch, serial),
             left('01/' || coalesce(gtin, '') || '/10/' || coalesce(batch, '') || '/21/' || coalesce(serial, ''), 64)),
    shop_name, place, phone, photo)
$function$;
comment on function public.report_suspicious_gs1_packet(gtin text, batch text, serial text, shop_name text, place text, phone text, photo bytea) is 'stores a farmer''s report from the page of a GS1 Digital Link and tells the packet''s organization.';
revoke all on function public.report_suspicious_gs1_packet(gtin text, batch text, serial text, shop_name text, place text, phone text, photo bytea) from public, anon, authenticated, service_role;
grant execute on function public.report_suspicious_gs1_packet(gtin text, batch text, serial text, shop_name text, place text, phone text, photo bytea) to service_role;
