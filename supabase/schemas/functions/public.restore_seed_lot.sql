CREATE OR REPLACE FUNCTION public.restore_seed_lot(lot text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
begin
  select * into caller from private.lot_manager();
  perform private.grown_lot_for_update(lot, caller.organization_id);
  update public.seed_lots set deleted_at = null, updated_by = caller.profile_id where id = lot;
end;
$function$;
revoke all on function public.restore_seed_lot(lot text) from public, anon, authenticated, service_role;
grant execute on function public.restore_seed_lot(lot text) to authenticated;
grant execute on function public.restore_seed_lot(lot text) to service_role;
