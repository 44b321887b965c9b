CREATE OR REPLACE FUNCTION public.revoke_lot_claim_code(lot text)
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
  update public.lot_claim_codes set revoked_at = now()
  where seed_lot_id = lot and revoked_at is null and redeemed_at is null;
end;
$function$;
revoke all on function public.revoke_lot_claim_code(lot text) from public, anon, authenticated, service_role;
grant execute on function public.revoke_lot_claim_code(lot text) to authenticated;
grant execute on function public.revoke_lot_claim_code(lot text) to service_role;
