CREATE OR REPLACE FUNCTION private.to_kilograms(quantity numeric, unit quantity_unit, pack_size numeric DEFAULT NULL::numeric, pack_unit quantity_unit DEFAULT NULL::quantity_unit)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  -- packages convert through the pack (size × unit); null when a packages quantity has no pack.
  select case unit
    when 'packages' then
      case when pack_size is null or pack_unit is null or pack_unit = 'packages' then null
        else quantity * pack_size * private.to_kilograms(1, pack_unit) end
    when 'Kg' then quantity
    when 'g' then quantity * 0.001
    when 'Tons' then quantity * 1000
    when 'lbs' then quantity * 0.45359237
    when 'oz' then quantity * 0.028349523125
  end
$function$;
comment on function private.to_kilograms(quantity numeric, unit quantity_unit, pack_size numeric, pack_unit quantity_unit) is 'a quantity in kilograms: mass units by their factor, packages through the pack size and unit (null without one).';
revoke all on function private.to_kilograms(quantity numeric, unit quantity_unit, pack_size numeric, pack_unit quantity_unit) from public, anon, authenticated, service_role;
grant execute on function private.to_kilograms(quantity numeric, unit quantity_unit, pack_size numeric, pack_unit quantity_unit) to authenticated;
grant execute on function private.to_kilograms(quantity numeric, unit quantity_unit, pack_size numeric, pack_unit quantity_unit) to service_role;
