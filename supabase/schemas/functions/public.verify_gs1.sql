CREATE OR REPLACE FUNCTION public.verify_gs1(gtin text, batch text, serial text, device_hash text DEFAULT NULL::text, device_class text DEFAULT 'other'::text, lat numeric DEFAULT NULL::numeric, lon numeric DEFAULT NULL::numeric, location_token text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select public.verify_code(coalesce(private.gs1_packet_code(gtin, batch, serial), ''), device_hash, device_class, lat, lon,
                            location_token)
$function$;
comment on function public.verify_gs1(gtin text, batch text, serial text, device_hash text, device_class text, lat numeric, lon numeric, location_token text) is 'the public verification of a GS1 Digital Link (/01/{gtin}/10/{batch}/21/{serial}): verify_code of the packet it names.';
revoke all on function public.verify_gs1(gtin text, batch text, serial text, device_hash text, device_class text, lat numeric, lon numeric, location_token text) from public, anon, authenticated, service_role;
grant execute on function public.verify_gs1(gtin text, batch text, serial text, device_hash text, device_class text, lat numeric, lon numeric, location_token text) to service_role;
