CREATE OR REPLACE FUNCTION public.delete_seed_lot_permanently(lot text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  found public.seed_lots;
begin
  select * into caller from private.lot_manager();
  found := private.grown_lot_for_update(lot, caller.organization_id);
  if exists (select 1 from public.seed_lots l where l.parent_lot_id = lot)
    or exists (select 1 from public.source_lots s where s.source_lot_id = lot)
    or exists (select 1 from public.lot_claim_codes c where c.linked_source_lot_id = lot) then
    raise exception using errcode = 'PT409', message = 'seed_lot_has_descendants';
  end if;
  if exists (
    select 1 from public.lot_ownership o
    where o.seed_lot_id = lot and o.owner_organization_id <> caller.organization_id and o.quantity_owned > 0
  ) then
    raise exception using errcode = 'PT409', message = 'seed_lot_owned_by_others';
  end if;
  if found.received_by_item_id is not null
    -- made by drawing on other lots (production, packaging)
    or exists (select 1 from public.source_lots s where s.seed_lot_id = lot)
    -- a manifest that moved seed between it and anyone else, or that names another lot too
    or exists (
      select 1 from public.transaction_manifest_items i
      join public.transaction_manifests m on m.id = i.manifest_id
      where i.seed_lot_id = lot
        and (m.manifest_type not in ('unregistered', 'INITIAL', 'ADJUSTMENT')
             or exists (select 1 from public.transaction_manifest_items j
                        where j.manifest_id = m.id and j.seed_lot_id <> lot))
    )
    or exists (select 1 from public.lot_claim_codes c where c.seed_lot_id = lot and c.redeemed_at is not null)
    or exists (select 1 from public.qr_codes q where q.seed_lot_id = lot)
    or exists (select 1 from public.lot_recalls r where r.seed_lot_id = lot or r.origin_lot_id = lot) then
    raise exception using errcode = 'PT409', message = 'seed_lot_has_history';
  end if;
  -- its own stock records (its creation, opening balances, adjustments) go with it, with their
  -- ledger entries; ownership first, while the lot is there for the dashboard's count to see
  delete from public.lot_ownership o where o.seed_lot_id = lot;
  delete from public.transaction_manifests m
  where exists (select 1 from public.transaction_manifest_items i where i.manifest_id = m.id and i.seed_lot_id = lot);
  -- sources, farms, harvests, packaging and unredeemed claim codes cascade
  delete from public.seed_lots where id = lot;
end;
$function$;
revoke all on function public.delete_seed_lot_permanently(lot text) from public, anon, authenticated, service_role;
grant execute on function public.delete_seed_lot_permanently(lot text) to authenticated;
grant execute on function public.delete_seed_lot_permanently(lot text) to service_role;
