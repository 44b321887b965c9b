CREATE OR REPLACE FUNCTION public.new_lot_claim_code(lot text)
 RETURNS text
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
  if found.lot_type <> 'unregistered_source' then
    raise exception using errcode = 'PT409', message = 'claim_code_not_unregistered';
  end if;
  if found.origin_organization_id is not null then
    raise exception using errcode = 'PT409', message = 'claim_code_used';
  end if;
  return private.issue_claim_code(lot, caller.profile_id);
end;
$function$;
revoke all on function public.new_lot_claim_code(lot text) from public, anon, authenticated, service_role;
grant execute on function public.new_lot_claim_code(lot text) to authenticated;
grant execute on function public.new_lot_claim_code(lot text) to service_role;
