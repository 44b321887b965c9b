CREATE OR REPLACE FUNCTION public.soft_delete_seed_lot(lot text)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  deleted timestamptz;
begin
  select * into caller from private.lot_manager();
  perform private.grown_lot_for_update(lot, caller.organization_id);
  update public.seed_lots set deleted_at = coalesce(deleted_at, now()), updated_by = caller.profile_id
  where id = lot returning deleted_at into deleted;
  return deleted;
end;
$function$;
revoke all on function public.soft_delete_seed_lot(lot text) from public, anon, authenticated, service_role;
grant execute on function public.soft_delete_seed_lot(lot text) to authenticated;
grant execute on function public.soft_delete_seed_lot(lot text) to service_role;
