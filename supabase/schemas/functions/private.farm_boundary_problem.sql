CREATE OR REPLACE FUNCTION private.farm_boundary_problem(boundary geography)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  shape extensions.geometry;
  ring extensions.geometry;
  distinct_points integer;
begin
  if boundary is null then
    return null;
  end if;
  shape := boundary::extensions.geometry;
  if extensions.geometrytype(shape) <> 'POLYGON' or extensions.st_nrings(shape) <> 1 then
    return 'The boundary is not a valid polygon';
  end if;
  ring := extensions.st_exteriorring(shape);
  select count(distinct (extensions.st_x(d.geom), extensions.st_y(d.geom)))
    into distinct_points
    from extensions.st_dumppoints(ring) d;
  if distinct_points < 3 then
    return 'Please mark at least 3 boundary points on the map';
  end if;
  if not extensions.st_isclosed(ring) then
    return 'The boundary must be a closed ring (the last point equals the first)';
  end if;
  if not extensions.st_isvalid(shape) then
    return 'The boundary must not cross itself';
  end if;
  return null;
end
$function$;
comment on function private.farm_boundary_problem(boundary geography) is 'why a farm boundary is rejected (spec 3 §5 wording for too few points), null when it is valid.';
revoke all on function private.farm_boundary_problem(boundary geography) from public, anon, authenticated, service_role;
grant execute on function private.farm_boundary_problem(boundary geography) to authenticated;
grant execute on function private.farm_boundary_problem(boundary geography) to service_role;
