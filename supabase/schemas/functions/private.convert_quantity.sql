CREATE OR REPLACE FUNCTION private.convert_quantity(quantity numeric, from_unit quantity_unit, to_unit quantity_unit, pack_size numeric DEFAULT NULL::numeric, pack_unit quantity_unit DEFAULT NULL::quantity_unit)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when from_unit = to_unit then quantity
    else round(private.to_kilograms(quantity, from_unit, pack_size, pack_unit)
               / nullif(private.to_kilograms(1, to_unit, pack_size, pack_unit), 0), 3) end
$function$;
revoke all on function private.convert_quantity(quantity numeric, from_unit quantity_unit, to_unit quantity_unit, pack_size numeric, pack_unit quantity_unit) from public, anon, authenticated, service_role;
grant execute on function private.convert_quantity(quantity numeric, from_unit quantity_unit, to_unit quantity_unit, pack_size numeric, pack_unit quantity_unit) to authenticated;
grant execute on function private.convert_quantity(quantity numeric, from_unit quantity_unit, to_unit quantity_unit, pack_size numeric, pack_unit quantity_unit) to service_role;
