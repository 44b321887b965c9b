CREATE OR REPLACE FUNCTION public.cancel_transaction(manifest uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  found public.transaction_manifests;
  entry public.lot_ledger_entries;
begin
  select * into caller from private.lot_manager();
  found := private.manifest_for_settling(manifest);
  if found.id is null or not (
    found.from_org_id = caller.organization_id
    or (found.to_org_id = caller.organization_id and found.status = 'PENDING')
  ) then
    raise exception using errcode = 'PT404', message = 'transaction_not_found';
  end if;
  if found.status not in ('PENDING', 'AWAITING_CLAIM') then
    raise exception using errcode = 'PT409', message = 'transaction_not_waiting', detail = found.status::text;
  end if;
  for entry in
    select e.* from public.lot_ledger_entries e
    join public.transaction_manifest_items i on i.id = e.manifest_item_id
    where i.manifest_id = found.id and e.organization_id = found.from_org_id and e.quantity_change < 0
    order by e.seed_lot_id
  loop
    perform private.change_owned(entry.manifest_item_id, entry.seed_lot_id, entry.organization_id,
      -entry.quantity_change, entry.unit);
  end loop;
  update public.transaction_manifests set status = 'CANCELLED', settled_at = now() where id = found.id;
end;
$function$;
revoke all on function public.cancel_transaction(manifest uuid) from public, anon, authenticated, service_role;
grant execute on function public.cancel_transaction(manifest uuid) to authenticated;
grant execute on function public.cancel_transaction(manifest uuid) to service_role;
