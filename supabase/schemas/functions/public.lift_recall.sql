CREATE OR REPLACE FUNCTION public.lift_recall(lot text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  lifted integer;
begin
  select * into caller from private.lot_manager();
  perform private.grown_lot_for_update(lot, caller.organization_id);
  update public.lot_recalls set lifted_at = now(), lifted_by = caller.profile_id
  where origin_lot_id = lot and lifted_at is null;
  get diagnostics lifted = row_count;
  if lifted = 0 then
    raise exception using errcode = 'PT404', message = 'recall_not_found';
  end if;
  return lifted;
end;
$function$;
comment on function public.lift_recall(lot text) is 'lifts the recall or stop-sale issued on a lot, from every lot it reached.';
revoke all on function public.lift_recall(lot text) from public, anon, authenticated, service_role;
grant execute on function public.lift_recall(lot text) to authenticated;
grant execute on function public.lift_recall(lot text) to service_role;
