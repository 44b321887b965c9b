CREATE OR REPLACE FUNCTION public.claim_transfer(token text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  found public.transaction_manifests;
  caller_email text;
begin
  select * into caller from private.lot_manager();
  select m.id into found.id from public.transaction_manifests m where m.claim_token_hash = private.claim_code_hash(token);
  found := private.manifest_for_settling(found.id);
  if found.id is null then
    raise exception using errcode = 'PT404', message = 'transfer_claim_invalid';
  end if;
  if found.status = 'CANCELLED' then
    raise exception using errcode = 'PT409', message = 'transfer_claim_cancelled';
  end if;
  if found.status <> 'AWAITING_CLAIM' then
    raise exception using errcode = 'PT409', message = 'transfer_claim_used';
  end if;
  select lower(u.email) into caller_email from auth.users u where u.id = auth.uid();
  if caller_email is distinct from found.to_email then
    raise exception using errcode = 'PT403', message = 'transfer_claim_email_mismatch', detail = found.to_email;
  end if;
  if found.from_org_id = caller.organization_id then
    raise exception using errcode = 'PT409', message = 'transaction_recipient_self';
  end if;
  perform private.deliver_manifest(found, caller.organization_id, caller.profile_id, 'CLAIMED_BY_RECIPIENT');
  return found.id;
end;
$function$;
revoke all on function public.claim_transfer(token text) from public, anon, authenticated, service_role;
grant execute on function public.claim_transfer(token text) to authenticated;
grant execute on function public.claim_transfer(token text) to service_role;
