CREATE OR REPLACE FUNCTION public.redeem_lot_claim_code(code text, source_lot_id text DEFAULT NULL::text)
 RETURNS TABLE(seed_lot_id text, crop_name text, variety_name text, linked_source_lot_id text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  claim public.lot_claim_codes;
  lot public.seed_lots;
  manifest uuid;
begin
  select * into caller from private.lot_manager();
  select * into claim from public.lot_claim_codes c
  where c.code_hash = private.claim_code_hash(code) for update;
  if claim.id is null or claim.revoked_at is not null then
    raise exception using errcode = 'PT404', message = 'claim_code_invalid';
  end if;
  if claim.redeemed_at is not null then
    raise exception using errcode = 'PT409', message = 'claim_code_used';
  end if;
  select * into lot from public.seed_lots l where l.id = claim.seed_lot_id for update;
  -- a lot in the trash cannot be claimed (the same answer as an unknown code).
  if lot.deleted_at is not null then
    raise exception using errcode = 'PT404', message = 'claim_code_invalid';
  end if;
  if lot.grower_organization_id = caller.organization_id then
    raise exception using errcode = 'PT409', message = 'claim_code_own_lot';
  end if;
  if source_lot_id is not null and not exists (
    select 1 from public.seed_lots s
    where s.id = redeem_lot_claim_code.source_lot_id and s.deleted_at is null
      and exists (select 1 from private.org_sees_lot(s.id, s.grower_organization_id, caller.organization_id) seen
                  where seen.visible)
  ) then
    raise exception using errcode = 'PT404', message = 'claim_source_lot_not_found';
  end if;

  update public.seed_lots set origin_organization_id = caller.organization_id where id = lot.id;
  if source_lot_id is not null then
    insert into public.source_lots (seed_lot_id, source_lot_id, purpose)
    values (lot.id, redeem_lot_claim_code.source_lot_id, 'source');
  end if;
  -- on the lot's history (its Transactions tab) for both sides; no quantity moves.
  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, overall_notes, created_by
  ) values (
    'claim', 'COMPLETED', caller.organization_id, lot.grower_organization_id, caller.profile_id,
    'Origin of seed lot ' || lot.id || ' claimed by its supplier'
      || coalesce(' (source lot ' || redeem_lot_claim_code.source_lot_id || ')', ''),
    caller.profile_id
  ) returning id into manifest;
  update public.lot_claim_codes set
    redeemed_at = now(), redeemed_by = caller.profile_id, redeemed_by_organization_id = caller.organization_id,
    linked_source_lot_id = redeem_lot_claim_code.source_lot_id, manifest_id = manifest
  where id = claim.id;

  return query
    select lot.id, c.name, coalesce(ov.display_name, v.name), redeem_lot_claim_code.source_lot_id
    from public.crops c
    left join public.varieties v on v.id = lot.variety_id
    left join public.organization_variety_data ov on ov.id = lot.org_variety_id
    where c.id = lot.crop_id;
end;
$function$;
comment on function public.redeem_lot_claim_code(code text, source_lot_id text) is 'a supplier''s admin or manager redeems a claim code of another organization''s lot: the supplier becomes the lot''s origin, optionally linked to a source lot the supplier sees (private.org_sees_lot), with a claim on both sides'' history; the lot''s id, crop, variety and link. Security definer: it changes a lot, a claim code and a history of another organization.';
revoke all on function public.redeem_lot_claim_code(code text, source_lot_id text) from public, anon, authenticated, service_role;
grant execute on function public.redeem_lot_claim_code(code text, source_lot_id text) to authenticated;
grant execute on function public.redeem_lot_claim_code(code text, source_lot_id text) to service_role;
