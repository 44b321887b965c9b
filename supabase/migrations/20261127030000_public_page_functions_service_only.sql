-- Issue 24 ("Bad input, still"), the public verification page's database side:
--   * a lot its company moved to the trash (seed_lots.deleted_at, DELETE /api/v1/seed-lots/{id}) no
--     longer verifies as genuine: its codes answer the state 'withdrawn' (the lot and, when the company
--     opted in, its contact; none of the lot's facts). A recall still comes first (do not sow).
--     verify_code is 20261123130000's with that one change; verify_gs1 calls it, so GS1 links follow.
--   * the page's functions (verify_code, verify_gs1, report_suspicious_packet,
--     report_suspicious_gs1_packet, locate_scan) were executable by anon and authenticated: through
--     PostgREST / Supabase RPC anyone could skip the BFF's per-client limits and form checks and forge
--     scans (any device hash and location: the "many devices" and "far from sale" signals). Only
--     service_role may execute them now; the BFF calls them as service_role (serviceInOneTrip for the
--     page view, withServiceTx for the report and the location) after its own limits and checks.
--   * private.is_lot_ancestor(candidate, lot) is security definer with no visibility check, so any
--     signed-in member could ask whether one of another organization's lots descends from another (a
--     lineage oracle). Its only caller is the lineage-cycle trigger (private.refuse_lineage_cycle,
--     security definer, so it runs as the function owner): nobody else may execute it.

create or replace function public.verify_code(
  code text,
  device_hash text default null,
  device_class text default 'other',
  lat numeric default null,
  lon numeric default null,
  location_token text default null
)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  found public.qr_codes;
  active boolean;
  code_id uuid;
  lot text;
  device text := case when device_hash ~ '^[0-9a-f]{64}$' then device_hash end;
  class text := case when device_class in ('phone', 'tablet', 'desktop', 'other') then device_class else 'other' end;
  located boolean := lat between -90 and 90 and lon between -180 and 180;
  token text := case when location_token ~ '^[0-9a-f]{64}$' then location_token end;
  first_seen timestamptz;
  other_device boolean;
  recall record;
  details jsonb;
  state text;
begin
  select q.* into found from public.qr_codes q where q.code = left(coalesce(verify_code.code, ''), 64);
  active := found.id is not null and found.status = 'active';
  -- from here on an unknown and a deactivated code run the same statements with the same null keys
  code_id := case when active then found.id end;
  lot := case when active then found.seed_lot_id end;

  select min(s.scanned_at), coalesce(bool_or(s.device_hash is distinct from device), false)
    into first_seen, other_device
  from public.qr_scans s where s.qr_code_id = code_id and s.device_hash is not null;

  insert into public.qr_scans (qr_code_id, device_class, device_hash, latitude, longitude, location_token)
  values (found.id, class, device,
    case when located then round(lat, 2) end, case when located then round(lon, 2) end,
    case when located then null else token end);

  select r.kind, r.reason, r.recalled_at into recall from public.lot_recalls r
  where r.seed_lot_id = lot and r.lifted_at is null
  order by r.kind = 'recall' desc, r.recalled_at desc limit 1;

  -- the lot's facts; a packed or split lot's harvest is its ancestors', its packaging the nearest's
  with recursive up(id, depth) as (
    select lot, 0
    union
    select e.ancestor, up.depth + 1 from up cross join lateral (
      select l.parent_lot_id as ancestor from public.seed_lots l where l.id = up.id and l.parent_lot_id is not null
      union all
      select s.source_lot_id from public.source_lots s where s.seed_lot_id = up.id
    ) e
    where up.depth < 50
  )
  select jsonb_build_object(
    'lotId', l.id,
    'withdrawn', l.deleted_at is not null,
    'crop', c.name,
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
      jsonb_build_object('name', o.name, 'contact', o.verification_contact) end
  ) into details
  from public.seed_lots l
  join public.crops c on c.id = l.crop_id
  join public.organizations o on o.id = l.grower_organization_id
  left join public.varieties v on v.id = l.variety_id
  left join public.organization_variety_data ov on ov.id = l.org_variety_id
  where l.id = lot;

  state := case
    when not active or details is null then 'unknown'
    when recall.kind = 'recall' then 'recalled'
    -- a lot its company moved to the trash: withdrawn, before a stop-sale (final) but after a recall (do not sow)
    when (details ->> 'withdrawn')::boolean then 'withdrawn'
    when recall.kind is not null then 'stop_sale'
    when found.kind = 'packet' and other_device then 'verified_before'
    else 'genuine' end;

  return jsonb_build_object(
    'state', state,
    'firstVerifiedAt', case when state = 'verified_before' then first_seen end,
    'recall', case when state in ('recalled', 'stop_sale') then
      jsonb_build_object('kind', recall.kind, 'reason', recall.reason, 'at', recall.recalled_at) end,
    'codeKind', case when state <> 'unknown' then found.kind end,
    'serial', case when state <> 'unknown' then found.serial end,
    'lotId', case when state <> 'unknown' then details ->> 'lotId' end,
    'crop', case when state not in ('unknown', 'withdrawn') then details ->> 'crop' end,
    'variety', case when state not in ('unknown', 'withdrawn') then details ->> 'variety' end,
    'notification', case when state not in ('unknown', 'withdrawn') then details -> 'notification' end,
    'generation', case when state not in ('unknown', 'withdrawn') then details ->> 'generation' end,
    'harvestDate', case when state not in ('unknown', 'withdrawn') then details ->> 'harvestDate' end,
    'packagingDate', case when state not in ('unknown', 'withdrawn') then details ->> 'packagingDate' end,
    'packSize', case when state not in ('unknown', 'withdrawn') then details -> 'packSize' end,
    'packUnit', case when state not in ('unknown', 'withdrawn') then details ->> 'packUnit' end,
    -- no certification is recorded yet (spec 3 names none): the page shows it when one exists
    'certification', null,
    'company', case when state <> 'unknown' then details -> 'company' end
  );
end;
$$;
comment on function public.verify_code(text, text, text, numeric, numeric, text) is
  'the public verification of a scanned code: logs the scan (no IP; the page''s location token hashed) and returns what the privacy policy allows; unknown and deactivated codes answer alike; a trashed lot''s codes answer withdrawn. service_role only (the BFF, after its limits).';

-- the page's functions: the BFF's service path only -----------------------------------------------

revoke execute on function
  public.verify_code(text, text, text, numeric, numeric, text),
  public.verify_gs1(text, text, text, text, text, numeric, numeric, text),
  public.report_suspicious_packet(text, text, text, text, bytea),
  public.report_suspicious_gs1_packet(text, text, text, text, text, text, bytea),
  public.locate_scan(text, numeric, numeric)
  from public, anon, authenticated;
grant execute on function
  public.verify_code(text, text, text, numeric, numeric, text),
  public.verify_gs1(text, text, text, text, text, numeric, numeric, text),
  public.report_suspicious_packet(text, text, text, text, bytea),
  public.report_suspicious_gs1_packet(text, text, text, text, text, text, bytea),
  public.locate_scan(text, numeric, numeric)
  to service_role;

-- the lineage oracle: the cycle trigger's helper only -----------------------------------------------

revoke execute on function private.is_lot_ancestor(text, text) from public, anon, authenticated;
