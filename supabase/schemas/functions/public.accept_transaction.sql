CREATE OR REPLACE FUNCTION public.accept_transaction(manifest uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  found public.transaction_manifests;
begin
  select * into caller from private.lot_manager();
  found := private.manifest_for_settling(manifest);
  if found.id is null or found.to_org_id is distinct from caller.organization_id then
    raise exception using errcode = 'PT404', message = 'transaction_not_found';
  end if;
  if found.status <> 'PENDING' then
    raise exception using errcode = 'PT409', message = 'transaction_not_waiting', detail = found.status::text;
  end if;
  perform private.deliver_manifest(found, caller.organization_id, caller.profile_id, 'COMPLETED');
end;
$function$;
revoke all on function public.accept_transaction(manifest uuid) from public, anon, authenticated, service_role;
grant execute on function public.accept_transaction(manifest uuid) to authenticated;
grant execute on function public.accept_transaction(manifest uuid) to service_role;
