CREATE OR REPLACE FUNCTION public.deactivate_qr_code(code_id uuid, reason text)
 RETURNS SETOF qr_codes
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  found public.qr_codes;
begin
  select * into caller from private.lot_manager();
  select * into found from public.qr_codes q where q.id = code_id;
  if found.id is null then
    raise exception using errcode = 'PT404', message = 'qr_code_not_found';
  end if;
  begin
    perform private.coded_lot_for_update(found.seed_lot_id, caller.organization_id);
  exception when sqlstate 'PT404' then
    raise exception using errcode = 'PT404', message = 'qr_code_not_found';
  end;
  if nullif(btrim(coalesce(reason, '')), '') is null or length(btrim(reason)) > 500 then
    raise exception using errcode = 'PT400', message = 'deactivation_reason_required';
  end if;
  if found.status = 'deactivated' then
    raise exception using errcode = 'PT409', message = 'qr_code_already_deactivated';
  end if;
  return query
  update public.qr_codes set status = 'deactivated', deactivated_reason = btrim(reason), deactivated_at = now(),
    deactivated_by = caller.profile_id
  where id = code_id
  returning *;
end;
$function$;
comment on function public.deactivate_qr_code(code_id uuid, reason text) is 'deactivates a code (misuse, Terms of Service) with a reason: the verification page answers it as a code that is not ours.';
revoke all on function public.deactivate_qr_code(code_id uuid, reason text) from public, anon, authenticated, service_role;
grant execute on function public.deactivate_qr_code(code_id uuid, reason text) to authenticated;
grant execute on function public.deactivate_qr_code(code_id uuid, reason text) to service_role;
