CREATE OR REPLACE FUNCTION private.acres_per(unit text)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
AS $function$
  -- no SET clause and no names to resolve: the planner inlines it into the queries that use it
  select case unit when 'hectares' then 2.47105381 when 'sq_ft' then 1 / 43560.0
    when 'sq_m' then 1 / 4046.8564224 else 1 end
$function$;
revoke all on function private.acres_per(unit text) from public, anon, authenticated, service_role;
grant execute on function private.acres_per(unit text) to authenticated;
grant execute on function private.acres_per(unit text) to service_role;
