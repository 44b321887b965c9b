CREATE OR REPLACE FUNCTION public.lot_qr_code(lot text)
 RETURNS SETOF qr_codes
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
begin
  select * into caller from private.lot_manager();
  perform private.coded_lot_for_update(lot, caller.organization_id);
  -- the lot's row lock serializes two first askings; the index keeps one active code regardless
  insert into public.qr_codes (seed_lot_id, code, kind, created_by)
  select lot, private.new_qr_code(), 'lot', caller.profile_id
  where not exists (select 1 from public.qr_codes q where q.seed_lot_id = lot and q.kind = 'lot' and q.status = 'active');
  return query select q.* from public.qr_codes q where q.seed_lot_id = lot and q.kind = 'lot' and q.status = 'active';
end;
$function$;
comment on function public.lot_qr_code(lot text) is 'the lot''s active QR code, created on first asking (admins and managers of the grower or an owner).';
revoke all on function public.lot_qr_code(lot text) from public, anon, authenticated, service_role;
grant execute on function public.lot_qr_code(lot text) to authenticated;
grant execute on function public.lot_qr_code(lot text) to service_role;
