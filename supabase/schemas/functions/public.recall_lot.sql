CREATE OR REPLACE FUNCTION public.recall_lot(lot text, kind text, reason text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  reached integer;
  origin uuid;
  organization uuid;
begin
  select * into caller from private.lot_manager();
  perform private.grown_lot_for_update(lot, caller.organization_id);
  if kind is null or kind not in ('recall', 'stop_sale') then
    raise exception using errcode = 'PT400', message = 'recall_kind_invalid';
  end if;
  if nullif(btrim(coalesce(reason, '')), '') is null or length(btrim(reason)) > 1000 then
    raise exception using errcode = 'PT400', message = 'recall_reason_required';
  end if;
  insert into public.lot_recalls as r (seed_lot_id, origin_lot_id, organization_id, kind, reason, recalled_by)
  select down.id, lot, caller.organization_id, recall_lot.kind, btrim(reason), caller.profile_id
  from (select distinct d.id from private.lot_descendants(lot) d) down
  on conflict (seed_lot_id, origin_lot_id) where lifted_at is null do update set
    kind = excluded.kind, reason = excluded.reason, recalled_at = now(), recalled_by = excluded.recalled_by;
  get diagnostics reached = row_count;

  select r.id into origin from public.lot_recalls r
  where r.seed_lot_id = lot and r.origin_lot_id = lot and r.lifted_at is null;
  for organization in
    select l.grower_organization_id from public.lot_recalls r join public.seed_lots l on l.id = r.seed_lot_id
    where r.origin_lot_id = lot and r.lifted_at is null
    union
    select o.owner_organization_id from public.lot_recalls r join public.lot_ownership o on o.seed_lot_id = r.seed_lot_id
    where r.origin_lot_id = lot and r.lifted_at is null
  loop
    perform private.record_activity(organization, 'lot_' || recall_lot.kind, origin,
      case recall_lot.kind when 'recall' then 'Recall' else 'Stop-sale' end || ' of seed lot ' || lot || ': ' || btrim(reason),
      auth.uid());
  end loop;
  return reached;
end;
$function$;
comment on function public.recall_lot(lot text, kind text, reason text) is 'recall or stop-sale of a lot the organization grows, reaching every descendant lot (private.lot_descendants) in one statement, and telling every organization that grows or owns one; returns the lots reached. Security definer: the descendants are often other organizations'' lots.';
revoke all on function public.recall_lot(lot text, kind text, reason text) from public, anon, authenticated, service_role;
grant execute on function public.recall_lot(lot text, kind text, reason text) to authenticated;
grant execute on function public.recall_lot(lot text, kind text, reason text) to service_role;
