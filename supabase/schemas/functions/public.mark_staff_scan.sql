CREATE OR REPLACE FUNCTION public.mark_staff_scan(token_hash text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  organization uuid := (select private.current_organization_id());
begin
  if organization is null or token_hash is null or token_hash !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  update public.qr_scans s
  set staff_organization_id = organization, page_token = null
  from public.qr_codes q
  where s.page_token = token_hash and q.id = s.qr_code_id
    and s.scanned_at > now() - interval '30 minutes'
    and private.organization_in_lot_chain(organization, q.seed_lot_id);
  return found;
end;
$function$;
comment on function public.mark_staff_scan(token_hash text) is 'marks the scan of a verification page (by its token''s hash) as made by the calling member''s organization, when it is in the code''s chain: a dealer''s check before selling no longer makes the farmer''s scan look like a copy.';
revoke all on function public.mark_staff_scan(token_hash text) from public, anon, authenticated, service_role;
grant execute on function public.mark_staff_scan(token_hash text) to authenticated;
grant execute on function public.mark_staff_scan(token_hash text) to service_role;
