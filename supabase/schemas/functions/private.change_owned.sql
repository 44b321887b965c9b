CREATE OR REPLACE FUNCTION private.change_owned(item uuid, lot text, organization uuid, change numeric, unit quantity_unit)
 RETURNS numeric
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  owned public.lot_ownership;
  pack record;
  converted numeric;
begin
  select * into owned from public.lot_ownership o
  where o.seed_lot_id = lot and o.owner_organization_id = organization for update;
  if owned.id is null then
    insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
    values (lot, organization, 0, unit) returning * into owned;
  end if;
  select l.pack_size, l.pack_unit into pack from public.seed_lots l where l.id = lot;
  converted := private.convert_quantity(change, unit, owned.unit_of_measure, pack.pack_size, pack.pack_unit);
  if converted is null then
    raise exception using errcode = 'PT400', message = 'unit_mismatch',
      detail = owned.unit_of_measure::text || '|' || unit::text;
  end if;
  if converted <> 0 then
    update public.lot_ownership set quantity_owned = quantity_owned + converted where id = owned.id;
    insert into public.lot_ledger_entries (manifest_item_id, seed_lot_id, organization_id, quantity_change, unit)
    values (item, lot, organization, converted, owned.unit_of_measure);
  end if;
  return converted;
end;
$function$;
revoke all on function private.change_owned(item uuid, lot text, organization uuid, change numeric, unit quantity_unit) from public, anon, authenticated, service_role;
