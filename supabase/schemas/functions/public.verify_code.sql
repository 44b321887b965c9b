CREATE OR REPLACE FUNCTION public.verify_code(code text, device_hash text DEFAULT NULL::text, device_class text DEFAULT 'other'::text, lat numeric DEFAULT NULL::numeric, lon numeric DEFAULT NULL::numeric, location_token text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found public.qr_codes;
  active boolean;
  deactivated boolean;
  code_id uuid;
  lot text;
  device text := case when device_hash ~ '^[0-9a-f]{64}$' then device_hash end;
  class text := case when device_class in ('phone', 'tablet', 'desktop', 'other') then device_class else 'other' end;
  located boolean := lat between -90 and 90 and lon between -180 and 180;
  token text := case when location_token ~ '^[0-9a-f]{64}$' then location_token end;
  first_seen timestamptz;
  other_device boolean;
  checks_before integer;
  places jsonb;
  recall record;
  details jsonb;
  state text;
begin
  select q.* into found from public.qr_codes q where q.code = left(coalesce(verify_code.code, ''), 64);
  active := found.id is not null and found.status = 'active';
  deactivated := found.id is not null and found.status = 'deactivated';
  code_id := case when active then found.id end;
  -- a deactivated code still names its lot: the page says who withdrew it, and whether the lot was recalled
  lot := case when active or deactivated then found.seed_lot_id end;

  -- customers' checks only: scans a member of the chain marked as staff do not count
  select min(s.scanned_at),
         coalesce(bool_or(s.device_hash is distinct from device), false),
         count(*) filter (where s.device_hash is distinct from device)
    into first_seen, other_device, checks_before
  from public.qr_scans s
  where s.qr_code_id = code_id and s.device_hash is not null and s.staff_organization_id is null;

  select coalesce(jsonb_agg(p.place), '[]'::jsonb) into places from (
    select distinct jsonb_build_object('lat', round(s.latitude, 1), 'lon', round(s.longitude, 1)) as place
    from public.qr_scans s
    where s.qr_code_id = code_id and s.latitude is not null and s.staff_organization_id is null
      and s.device_hash is not null and s.device_hash is distinct from device
    limit 3
  ) p;

  insert into public.qr_scans (qr_code_id, device_class, device_hash, latitude, longitude, location_token, page_token)
  values (found.id, class, device,
    case when located then round(lat, 2) end, case when located then round(lon, 2) end,
    case when located then null else token end, token);

  select r.kind, r.reason, r.recalled_at into recall from public.lot_recalls r
  where r.seed_lot_id = lot and r.lifted_at is null
  order by r.kind = 'recall' desc, r.recalled_at desc limit 1;

  -- the lot's facts; a packed or split lot's harvest is its ancestors', its packaging the nearest's
  with up as (select a.id, a.depth from private.lot_ancestors(lot) a)
  select jsonb_build_object(
    'lotId', l.id,
    'withdrawn', l.deleted_at is not null,
    'crop', c.name,
    -- the crop as the page's Hindi and Marathi readers call it (null: the page falls back to the English name)
    'cropNames', jsonb_build_object('hi', c.hindi_name, 'mr', c.marathi_name),
    'variety', coalesce(ov.display_name, v.name),
    'notification', case when v.id is not null and (v.notification_number is not null or v.notification_date is not null
                                                    or v.release_year is not null) then jsonb_build_object(
      'number', v.notification_number,
      'date', v.notification_date,
      'releaseYear', v.release_year,
      'releasingInstitute', v.releasing_institute,
      'zone', v.zone) end,
    'generation', l.generation,
    'harvestDate', (select max(p.harvest_date) from up join public.production_details p on p.lot_id = up.id),
    'packagingDate', (select d.packaging_date from up join public.packaging_details d on d.lot_id = up.id
                      order by up.depth limit 1),
    'packSize', l.pack_size,
    'packUnit', l.pack_unit,
    'company', case when o.show_contact_on_verification then
      jsonb_build_object('name', o.name, 'contact', o.verification_contact) end,
    -- a withdrawn code names who withdrew it (the name is printed on the packet anyway); the contact
    -- only when the company shows it
    'withdrawnBy', jsonb_build_object('name', o.name,
      'contact', case when o.show_contact_on_verification then o.verification_contact end)
  ) into details
  from public.seed_lots l
  join public.crops c on c.id = l.crop_id
  join public.organizations o on o.id = l.grower_organization_id
  left join public.varieties v on v.id = l.variety_id
  left join public.organization_variety_data ov on ov.id = l.org_variety_id
  where l.id = lot;

  state := case
    when not (active or deactivated) or details is null then 'unknown'
    when recall.kind = 'recall' then 'recalled'
    -- a lot its company moved to the trash: withdrawn, before a stop-sale (final) but after a recall (do not sow)
    when (details ->> 'withdrawn')::boolean then 'withdrawn'
    when recall.kind is not null then 'stop_sale'
    when deactivated then 'code_withdrawn'
    when found.kind = 'packet' and other_device then 'verified_before'
    else 'genuine' end;

  return jsonb_build_object(
    'state', state,
    'firstVerifiedAt', case when state = 'verified_before' then first_seen end,
    'checksBefore', case when state = 'verified_before' then checks_before end,
    'places', case when state = 'verified_before' then places end,
    'codeWithdrawn', case when state = 'code_withdrawn' then jsonb_build_object(
      'at', found.deactivated_at, 'reason', found.deactivated_reason,
      'company', details -> 'withdrawnBy' ->> 'name', 'contact', details -> 'withdrawnBy' ->> 'contact') end,
    'recall', case when state in ('recalled', 'stop_sale') then
      jsonb_build_object('kind', recall.kind, 'reason', recall.reason, 'at', recall.recalled_at) end,
    'codeKind', case when state <> 'unknown' then found.kind end,
    'serial', case when state <> 'unknown' then found.serial end,
    'lotId', case when state <> 'unknown' then details ->> 'lotId' end,
    'crop', case when state not in ('unknown', 'withdrawn', 'code_withdrawn') then details ->> 'crop' end,
    'cropNames', case when state not in ('unknown', 'withdrawn', 'code_withdrawn') then details -> 'cropNames' end,
    'variety', case when state not in ('unknown', 'withdrawn', 'code_withdrawn') then details ->> 'variety' end,
    'notification', case when state not in ('unknown', 'withdrawn', 'code_withdrawn') then details -> 'notification' end,
    'generation', case when state not in ('unknown', 'withdrawn', 'code_withdrawn') then details ->> 'generation' end,
    'harvestDate', case when state not in ('unknown', 'withdrawn', 'code_withdrawn') then details ->> 'harvestDate' end,
    'packagingDate', case when state not in ('unknown', 'withdrawn', 'code_withdrawn') then details ->> 'packagingDate' end,
    'packSize', case when state not in ('unknown', 'withdrawn', 'code_withdrawn') then details -> 'packSize' end,
    'packUnit', case when state not in ('unknown', 'withdrawn', 'code_withdrawn') then details ->> 'packUnit' end,
    -- the certificate of the seed and this packet's tag (issue 28); a revoked one warns the buyer
    'certification', case when state not in ('unknown', 'withdrawn', 'code_withdrawn')
      then private.certification_facts(lot, code_id) end,
    -- the seed test the label must state (issue 27): a failed or expired one warns the buyer
    'seedTest', case when state not in ('unknown', 'withdrawn', 'code_withdrawn') then private.lot_test_facts(lot) end,
    'company', case when state not in ('unknown', 'code_withdrawn') then details -> 'company' end
  );
end;
$function$;
comment on function public.verify_code(code text, device_hash text, device_class text, lat numeric, lon numeric, location_token text) is 'the public verification of a scanned code: logs the scan (no IP; the page''s tokens hashed) and returns what the privacy policy allows; a deactivated code answers code_withdrawn (who, when, why), an unknown code unknown; a trashed lot''s codes answer withdrawn; staff scans do not count as verifications. Security definer, service_role only (the BFF, after its limits): a shopper has no account, and the page reads the code, its lot, its ancestors (private.lot_ancestors) and the company.';
revoke all on function public.verify_code(code text, device_hash text, device_class text, lat numeric, lon numeric, location_token text) from public, anon, authenticated, service_role;
grant execute on function public.verify_code(code text, device_hash text, device_class text, lat numeric, lon numeric, location_token text) to service_role;
