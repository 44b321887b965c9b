CREATE OR REPLACE FUNCTION private.issue_claim_code(lot text, profile uuid)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  code text := private.new_claim_code();
begin
  update public.lot_claim_codes set revoked_at = now()
  where seed_lot_id = lot and revoked_at is null and redeemed_at is null;
  insert into public.lot_claim_codes (seed_lot_id, code_hash, created_by)
  values (lot, private.claim_code_hash(code), profile);
  return code;
end;
$function$;
revoke all on function private.issue_claim_code(lot text, profile uuid) from public, anon, authenticated, service_role;
