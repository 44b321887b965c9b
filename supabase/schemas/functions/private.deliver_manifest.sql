CREATE OR REPLACE FUNCTION private.deliver_manifest(manifest transaction_manifests, recipient uuid, recipient_profile uuid, state manifest_status)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  item uuid;
begin
  for item in
    select i.id from public.transaction_manifest_items i where i.manifest_id = manifest.id order by i.seed_lot_id
  loop
    perform private.deliver_item(item, recipient, recipient_profile);
  end loop;
  update public.transaction_manifests set status = state, to_org_id = recipient, to_user_id = recipient_profile,
    settled_at = now()
  where id = manifest.id;
end;
$function$;
revoke all on function private.deliver_manifest(manifest transaction_manifests, recipient uuid, recipient_profile uuid, state manifest_status) from public, anon, authenticated, service_role;
