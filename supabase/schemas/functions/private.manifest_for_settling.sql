CREATE OR REPLACE FUNCTION private.manifest_for_settling(manifest uuid)
 RETURNS transaction_manifests
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found public.transaction_manifests;
begin
  select * into found from public.transaction_manifests m where m.id = manifest for update;
  if found.id is not null then
    perform 1 from public.lot_ownership o
    where o.seed_lot_id in (select i.seed_lot_id from public.transaction_manifest_items i where i.manifest_id = manifest)
    order by o.seed_lot_id, o.owner_organization_id
    for update;
  end if;
  return found;
end;
$function$;
revoke all on function private.manifest_for_settling(manifest uuid) from public, anon, authenticated, service_role;
