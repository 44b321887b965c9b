-- public.update_farm_with_polygon was the spec's RPC for editing a farm; the BFF edits farms
-- with one update statement under the same policies, so nothing but its own test called it.
drop function public.update_farm_with_polygon(uuid, text, text, text, double precision, public.area_unit,
  public.irrigation_method, double precision, double precision, public.ownership_status, jsonb);
