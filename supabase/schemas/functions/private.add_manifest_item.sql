CREATE OR REPLACE FUNCTION private.add_manifest_item(manifest uuid, lot text, quantity numeric, unit quantity_unit, notes text, price numeric DEFAULT NULL::numeric, currency currency_code DEFAULT NULL::currency_code)
 RETURNS uuid
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.transaction_manifest_items (
    manifest_id, seed_lot_id, quantity_transferred, quantity_unit, price_per_unit, currency, item_notes
  ) values (manifest, lot, quantity, unit, price, currency, notes)
  returning id
$function$;
revoke all on function private.add_manifest_item(manifest uuid, lot text, quantity numeric, unit quantity_unit, notes text, price numeric, currency currency_code) from public, anon, authenticated, service_role;
