CREATE OR REPLACE FUNCTION private.scans_far_from_sale(lot text, far_km numeric)
 RETURNS bigint
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with places as (select array_agg(p) as all_places from private.lot_sale_places(lot) p)
  select count(*)
  from places
  join public.qr_codes q on q.seed_lot_id = lot
  join public.qr_scans s on s.qr_code_id = q.id and s.latitude is not null and s.staff_organization_id is null
  where places.all_places is not null
    and not exists (
      select 1 from unnest(places.all_places) place
      where extensions.st_dwithin(
        place,
        extensions.st_setsrid(extensions.st_makepoint(s.longitude::double precision, s.latitude::double precision), 4326)::extensions.geography,
        greatest(coalesce(far_km, 300), 1) * 1000)
    )
$function$;
revoke all on function private.scans_far_from_sale(lot text, far_km numeric) from public, anon, authenticated, service_role;
