CREATE OR REPLACE FUNCTION public.locate_scan(token_hash text, lat numeric, lon numeric)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if token_hash is null or token_hash !~ '^[0-9a-f]{64}$'
     or not (lat between -90 and 90 and lon between -180 and 180) then
    return false;
  end if;
  update public.qr_scans s
  set latitude = round(lat, 2), longitude = round(lon, 2), location_token = null
  where s.location_token = token_hash and s.latitude is null and s.scanned_at > now() - interval '30 minutes';
  return found;
end;
$function$;
comment on function public.locate_scan(token_hash text, lat numeric, lon numeric) is 'the verification page''s opt-in: sets the coarse location (2 decimals) of the one scan whose token hash is given, once.';
revoke all on function public.locate_scan(token_hash text, lat numeric, lon numeric) from public, anon, authenticated, service_role;
grant execute on function public.locate_scan(token_hash text, lat numeric, lon numeric) to service_role;
