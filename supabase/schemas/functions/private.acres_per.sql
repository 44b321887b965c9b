CREATE OR REPLACE FUNCTION private.acres_per(unit text)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
AS $function$
  -- no SET clause, and every operator named with its schema, so that no search path changes what
  -- it calls: the planner inlines it into the queries that use it
  select case when unit operator(pg_catalog.=) 'hectares' then 2.47105381
    when unit operator(pg_catalog.=) 'sq_ft' then 1 operator(pg_catalog./) 43560.0
    when unit operator(pg_catalog.=) 'sq_m' then 1 operator(pg_catalog./) 4046.8564224
    else 1 end
$function$;
comment on function private.acres_per(unit text) is 'acres in one unit of a farm''s area (public.area_unit: acres, hectares, sq_ft, sq_m), the one place of these factors: lot_list_rows and create_production_lot multiply by it.';
revoke all on function private.acres_per(unit text) from public, anon, authenticated, service_role;
grant execute on function private.acres_per(unit text) to authenticated;
grant execute on function private.acres_per(unit text) to service_role;
