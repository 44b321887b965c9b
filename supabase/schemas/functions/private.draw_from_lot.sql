CREATE OR REPLACE FUNCTION private.draw_from_lot(lot text, organization uuid, quantity numeric, unit quantity_unit, item uuid, refusal text DEFAULT 'quantity_exceeds_available'::text, OUT drawn numeric, OUT owned_before numeric, OUT owned_unit quantity_unit)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  owned public.lot_ownership;
  source public.seed_lots;
begin
  select * into source from public.seed_lots l where l.id = lot;
  select * into owned from public.lot_ownership o
  where o.seed_lot_id = lot and o.owner_organization_id = organization
  for update;
  if source.id is null or owned.id is null or source.deleted_at is not null then
    raise exception using errcode = 'PT404', message = 'source_lot_not_found';
  end if;
  drawn := private.convert_quantity(quantity, unit, owned.unit_of_measure, source.pack_size, source.pack_unit);
  if drawn is null then
    raise exception using errcode = 'PT400', message = 'unit_mismatch',
      detail = owned.unit_of_measure::text || '|' || unit::text;
  end if;
  if drawn > owned.quantity_owned or drawn <= 0 then
    raise exception using errcode = 'PT409', message = refusal,
      detail = trim(to_char(owned.quantity_owned, 'FM999999999990.999'), '.') || ' ' || owned.unit_of_measure::text;
  end if;
  perform private.change_owned(item, lot, organization, -drawn, owned.unit_of_measure);
  owned_before := owned.quantity_owned;
  owned_unit := owned.unit_of_measure;
end;
$function$;
revoke all on function private.draw_from_lot(lot text, organization uuid, quantity numeric, unit quantity_unit, item uuid, refusal text, OUT drawn numeric, OUT owned_before numeric, OUT owned_unit quantity_unit) from public, anon, authenticated, service_role;
