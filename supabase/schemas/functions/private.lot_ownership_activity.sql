CREATE OR REPLACE FUNCTION private.lot_ownership_activity()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lot public.seed_lots;
  label text;
  delta smallint;
begin
  select l.* into lot from public.seed_lots l
  where l.id = case when tg_op = 'INSERT' then new.seed_lot_id else old.seed_lot_id end;
  -- a trashed lot is out of the count already (lot_trashed); one being deleted was trashed or is
  -- counted down here, before its row goes (delete_seed_lot_permanently removes ownership first)
  delta := case when lot.deleted_at is not null then 0 when tg_op = 'INSERT' then 1 else -1 end;
  if tg_op = 'INSERT' then
    select new.seed_lot_id || ' (' || c.name || ')' into label from public.crops c where c.id = lot.crop_id;
    perform private.record_activity(new.owner_organization_id, 'lot_created', new.id, coalesce(label, new.seed_lot_id),
      auth.uid(), 'seed_lots', delta);
  else
    perform private.record_activity(old.owner_organization_id, 'lot_deleted', old.id, old.seed_lot_id,
      auth.uid(), 'seed_lots', delta);
  end if;
  return null;
end;
$function$;
revoke all on function private.lot_ownership_activity() from public, anon, authenticated, service_role;
grant execute on function private.lot_ownership_activity() to public;
