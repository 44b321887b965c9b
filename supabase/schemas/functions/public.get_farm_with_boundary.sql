CREATE OR REPLACE FUNCTION public.get_farm_with_boundary(farm_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (to_jsonb(f) - 'boundary' - 'location')
    || jsonb_build_object('boundary', extensions.st_asgeojson(f.boundary, 7)::jsonb)
  from public.farms f
  where f.id = get_farm_with_boundary.farm_id
$function$;
comment on function public.get_farm_with_boundary(farm_id uuid) is 'one farm with its boundary as a geojson polygon (coordinates [lng, lat], ring closed); null when not visible.';
revoke all on function public.get_farm_with_boundary(farm_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_farm_with_boundary(farm_id uuid) to authenticated;
grant execute on function public.get_farm_with_boundary(farm_id uuid) to service_role;
