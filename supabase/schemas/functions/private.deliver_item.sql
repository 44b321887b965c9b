CREATE OR REPLACE FUNCTION private.deliver_item(item uuid, recipient uuid, recipient_profile uuid)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  it public.transaction_manifest_items;
  manifest public.transaction_manifests;
  sender_entry public.lot_ledger_entries;
  parent public.seed_lots;
  child text;
begin
  select * into it from public.transaction_manifest_items i where i.id = item;
  select * into manifest from public.transaction_manifests m where m.id = it.manifest_id;
  select * into parent from public.seed_lots l where l.id = it.seed_lot_id;
  -- what the sender gave (its draw), and whether that was all it owned then
  select * into sender_entry from public.lot_ledger_entries e
  where e.manifest_item_id = item and e.organization_id = manifest.from_org_id and e.quantity_change < 0
  order by e.id limit 1;
  if it.moves_whole then
    perform private.change_owned(item, parent.id, recipient, -sender_entry.quantity_change, sender_entry.unit);
    -- the sender owns none of it any more
    delete from public.lot_ownership o
    where o.seed_lot_id = parent.id and o.owner_organization_id = manifest.from_org_id and o.quantity_owned = 0;
    child := parent.id;
  else
    insert into public.seed_lots (
      lot_type, status, generation, crop_id, variety_id, org_variety_id, quantity, quantity_unit, pack_size,
      pack_unit, packaging_type, grower_organization_id, grower_id, parent_lot_id, received_by_item_id, notes,
      created_by, updated_by
    ) values (
      parent.lot_type, 'active', parent.generation, parent.crop_id, parent.variety_id, parent.org_variety_id,
      -sender_entry.quantity_change, sender_entry.unit, parent.pack_size, parent.pack_unit, parent.packaging_type,
      recipient, recipient_profile, parent.id, item,
      'Split from seed lot ' || parent.id || ' by transaction manifest ' || manifest.id,
      recipient_profile, recipient_profile
    ) returning id into child;
    insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
    values (child, recipient, 0, sender_entry.unit);
    perform private.change_owned(item, child, recipient, -sender_entry.quantity_change, sender_entry.unit);
  end if;
  update public.transaction_manifest_items set delivered_lot_id = child where id = item;
  return child;
end;
$function$;
revoke all on function private.deliver_item(item uuid, recipient uuid, recipient_profile uuid) from public, anon, authenticated, service_role;
