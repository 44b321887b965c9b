-- The verification page's opt-in coarse location, the "scans far from where the lot was sold"
-- counterfeit signal, and the optional photo of 'Report a suspicious packet' (issue 14):
--   qr_scans.location_token   the sha-256 (hex) of a random token the page of THAT scan carries: the
--                             page's "Share my approximate location" button sends it back once, with
--                             the browser's position rounded to 2 decimals (about 1 km); locate_scan
--                             sets the scan's latitude/longitude (rounded again) and forgets the token;
--   private.lot_sale_places   where a lot was sold (see the function's comment);
--   far-from-sale             a located scan more than `far_km` from every such place, counted by
--                             organization_scan_report (redefined with the new column) and by
--                             lot_scans_far_from_sale (the lot detail's QR card);
--   suspicious_reports.photo  now up to 2 MB, JPEG, PNG or WebP only: photo_type is derived from the
--                             bytes' signature (magic bytes), and a photo of no known type is refused;
--                             members read it (and only their organization's, through the table's
--                             policy) for the report list's photo endpoint.

-- the once-only location token of a scan -------------------------------------------------------------

alter table public.qr_scans
  add column location_token text constraint qr_scans_location_token_format check (location_token ~ '^[0-9a-f]{64}$');
comment on column public.qr_scans.location_token is
  'sha-256 (hex) of the random token printed in the page of this scan: the page''s opt-in sends it back once with a coarse location; null once used.';
create unique index qr_scans_location_token_idx on public.qr_scans (location_token) where location_token is not null;
-- the far-from-sale signal reads only located scans of a code
create index qr_scans_located_idx on public.qr_scans (qr_code_id) where latitude is not null;

-- verify_code and verify_gs1 take the token's hash (the rest is 20261123100000's and 20261123110000's
-- unchanged): an unknown and a deactivated code still run the same statements.
drop function public.verify_gs1(text, text, text, text, text, numeric, numeric);
drop function public.verify_code(text, text, text, numeric, numeric);

create function public.verify_code(
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
    when recall.kind is not null then case recall.kind when 'recall' then 'recalled' else 'stop_sale' end
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
    'crop', case when state <> 'unknown' then details ->> 'crop' end,
    'variety', case when state <> 'unknown' then details ->> 'variety' end,
    'notification', case when state <> 'unknown' then details -> 'notification' end,
    'generation', case when state <> 'unknown' then details ->> 'generation' end,
    'harvestDate', case when state <> 'unknown' then details ->> 'harvestDate' end,
    'packagingDate', case when state <> 'unknown' then details ->> 'packagingDate' end,
    'packSize', case when state <> 'unknown' then details -> 'packSize' end,
    'packUnit', case when state <> 'unknown' then details ->> 'packUnit' end,
    -- no certification is recorded yet (spec 3 names none): the page shows it when one exists
    'certification', null,
    'company', case when state <> 'unknown' then details -> 'company' end
  );
end;
$$;
comment on function public.verify_code(text, text, text, numeric, numeric, text) is
  'the public verification of a scanned code: logs the scan (no IP; the page''s location token hashed) and returns what the privacy policy allows; unknown and deactivated codes answer alike.';

create function public.verify_gs1(
  gtin text,
  batch text,
  serial text,
  device_hash text default null,
  device_class text default 'other',
  lat numeric default null,
  lon numeric default null,
  location_token text default null
)
  returns jsonb
  language sql
  volatile
  security definer
  set search_path = ''
as $$
  select public.verify_code(coalesce(private.gs1_packet_code(gtin, batch, serial), ''), device_hash, device_class, lat, lon,
                            location_token)
$$;
comment on function public.verify_gs1(text, text, text, text, text, numeric, numeric, text) is
  'the public verification of a GS1 Digital Link (/01/{gtin}/10/{batch}/21/{serial}): verify_code of the packet it names.';

-- The customer's opt-in: the scan whose page carried the token gets the location, rounded to 2
-- decimals here too (whatever the caller sent), once, within 30 minutes of the scan. True when a
-- scan took it; false for an unknown, used or expired token or a location off the globe.
create function public.locate_scan(token_hash text, lat numeric, lon numeric)
  returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if token_hash is null or token_hash !~ '^[0-9a-f]{64}$'
     or not (lat between -90 and 90 and lon between -180 and 180) then
    return false;
  end if;
  update public.qr_scans s
  set latitude = round(lat, 2), longitude = round(lon, 2), location_token = null
  where s.location_token = token_hash and s.latitude is null and s.scanned_at > now() - interval '30 minutes';
  return found;
end;
$$;
comment on function public.locate_scan(text, numeric, numeric) is
  'the verification page''s opt-in: sets the coarse location (2 decimals) of the one scan whose token hash is given, once.';

-- where a lot was sold ---------------------------------------------------------------------------------

-- "Where the lot was sold": the organizations that received the lot, or a lot made from it (its
-- descendants through parent and source links: a pack or split of it), through a SALE or TRANSFER
-- that was not cancelled — and, since an organization records no address of its own (only a name;
-- see 20261122030000), their places are their farms: each farm's point location or, without one,
-- its drawn boundary (a dealer's shop or godown is registered as its "farm" location). When none of
-- those buyers has a located farm (not sold yet, sold to someone off the portal or without places),
-- the lot's own farms stand in: where it and its ancestors were grown (farm_seed_lots), which is
-- where a regional seed company sells first. With no place at all, nothing is "far" (no signal
-- rather than a false one). Descendants and ancestors are bounded like verify_code's lineage.
-- Index use: transaction_manifest_items_lot_idx, the manifests' primary key, farms_organization_id_…,
-- farm_seed_lots_once, seed_lots_parent_idx and the source links' indexes; one call per lot.
create function private.lot_sale_places(lot text)
  returns setof extensions.geography
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with recursive down(id, depth) as (
    select lot, 0
    union
    select e.child, down.depth + 1 from down cross join lateral (
      select l.id as child from public.seed_lots l where l.parent_lot_id = down.id
      union all
      select s.seed_lot_id from public.source_lots s where s.source_lot_id = down.id
    ) e
    where down.depth < 20
  ),
  up(id, depth) as (
    select lot, 0
    union
    select e.ancestor, up.depth + 1 from up cross join lateral (
      select l.parent_lot_id as ancestor from public.seed_lots l where l.id = up.id and l.parent_lot_id is not null
      union all
      select s.source_lot_id from public.source_lots s where s.seed_lot_id = up.id
    ) e
    where up.depth < 20
  ),
  buyers as (
    select distinct m.to_org_id as organization_id
    from (select distinct id from down) d
    join public.transaction_manifest_items i on i.seed_lot_id = d.id
    join public.transaction_manifests m on m.id = i.manifest_id
    where m.manifest_type in ('SALE', 'TRANSFER') and m.status in ('COMPLETED', 'CLAIMED_BY_RECIPIENT', 'PENDING')
      and m.to_org_id is not null
  ),
  sold as (
    select coalesce(f.location::extensions.geography, f.boundary::extensions.geography) as place
    from buyers join public.farms f on f.organization_id = buyers.organization_id
    where f.location is not null or f.boundary is not null
  )
  select place from sold
  union all
  select coalesce(f.location::extensions.geography, f.boundary::extensions.geography)
  from (select distinct id from up) u
  join public.farm_seed_lots fs on fs.lot_id = u.id
  join public.farms f on f.id = fs.farm_id
  where (f.location is not null or f.boundary is not null) and not exists (select 1 from sold)
$$;
comment on function private.lot_sale_places(text) is
  'where a lot was sold: the located farms of the organizations that received it or a lot made from it by sale or transfer; else the farms it was grown on.';
revoke execute on function private.lot_sale_places(text) from public, anon, authenticated;

-- How many located scans of the lot's codes lie more than far_km from every place the lot was sold
-- (0 when it has no place). The places are computed once; each scan is one st_dwithin against them.
create function private.scans_far_from_sale(lot text, far_km numeric)
  returns bigint
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with places as (select array_agg(p) as all_places from private.lot_sale_places(lot) p)
  select count(*)
  from places
  join public.qr_codes q on q.seed_lot_id = lot
  join public.qr_scans s on s.qr_code_id = q.id and s.latitude is not null
  where places.all_places is not null
    and not exists (
      select 1 from unnest(places.all_places) place
      where extensions.st_dwithin(
        place,
        extensions.st_setsrid(extensions.st_makepoint(s.longitude::double precision, s.latitude::double precision), 4326)::extensions.geography,
        greatest(coalesce(far_km, 300), 1) * 1000)
    )
$$;
revoke execute on function private.scans_far_from_sale(text, numeric) from public, anon, authenticated;

-- the lot detail's QR card: the far-from-sale count of a lot the caller's organization grows or owns
-- (null otherwise), beside lot_qr_summary's other signals.
create function public.lot_scans_far_from_sale(lot text, far_km numeric default 300)
  returns bigint
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  organization uuid := private.current_organization_id();
  found public.seed_lots;
begin
  select * into found from public.seed_lots l where l.id = lot;
  if organization is null or found.id is null or not (
    found.grower_organization_id = organization
    or exists (select 1 from public.lot_ownership o where o.seed_lot_id = lot and o.owner_organization_id = organization)
  ) then
    return null;
  end if;
  return private.scans_far_from_sale(lot, far_km);
end;
$$;
comment on function public.lot_scans_far_from_sale(text, numeric) is
  'how many located scans of the lot''s codes were more than far_km from every place the lot was sold (null when the caller does not see the lot).';

-- the Scans view, with the far-from-sale count (the rest as in 20261123100000)
drop function public.organization_scan_report(integer, integer);
create function public.organization_scan_report(
  many_devices integer default 3,
  max_lots integer default 200,
  far_km numeric default 300
)
  returns table (
    seed_lot_id text,
    crop text,
    variety text,
    scans bigint,
    devices bigint,
    last_scan_at timestamptz,
    packet_codes_many_devices bigint,
    scans_after_recall bigint,
    recall_kind text,
    scans_far_from_sale bigint
  )
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  organization uuid := private.current_organization_id();
begin
  if organization is null then
    return;
  end if;
  return query
  with lots as (
    select l.id, l.crop_id, l.variety_id, l.org_variety_id from public.seed_lots l
    where l.grower_organization_id = organization
    union
    select l.id, l.crop_id, l.variety_id, l.org_variety_id from public.lot_ownership o
    join public.seed_lots l on l.id = o.seed_lot_id where o.owner_organization_id = organization
  ),
  per_code as (
    select q.seed_lot_id, q.id, q.kind, count(*) as scans, count(distinct s.device_hash) as devices,
      max(s.scanned_at) as last_at,
      count(*) filter (where exists (select 1 from public.lot_recalls r where r.seed_lot_id = q.seed_lot_id
                                      and r.lifted_at is null and s.scanned_at >= r.recalled_at)) as after_recall,
      count(*) filter (where s.latitude is not null) as located
    from lots
    join public.qr_codes q on q.seed_lot_id = lots.id
    join public.qr_scans s on s.qr_code_id = q.id
    group by q.seed_lot_id, q.id, q.kind
  ),
  per_lot as (
    select pc.seed_lot_id, sum(pc.scans)::bigint as scans, max(pc.last_at) as last_at,
      count(*) filter (where pc.kind = 'packet' and pc.devices >= many_devices) as many,
      sum(pc.after_recall)::bigint as after_recall, sum(pc.located) as located
    from per_code pc
    group by pc.seed_lot_id
    order by sum(pc.scans) desc, pc.seed_lot_id
    limit greatest(1, least(coalesce(max_lots, 200), 1000))
  )
  select pl.seed_lot_id, c.name, coalesce(ov.display_name, v.name),
    pl.scans, (select count(distinct s.device_hash) from public.qr_codes q
               join public.qr_scans s on s.qr_code_id = q.id where q.seed_lot_id = pl.seed_lot_id),
    pl.last_at, pl.many, pl.after_recall,
    (select r.kind from public.lot_recalls r where r.seed_lot_id = pl.seed_lot_id and r.lifted_at is null
     order by r.kind = 'recall' desc limit 1),
    -- only the listed lots with located scans look up where they were sold
    case when pl.located > 0 then private.scans_far_from_sale(pl.seed_lot_id, far_km) else 0 end
  from per_lot pl
  join lots on lots.id = pl.seed_lot_id
  join public.crops c on c.id = lots.crop_id
  left join public.varieties v on v.id = lots.variety_id
  left join public.organization_variety_data ov on ov.id = lots.org_variety_id
  order by pl.scans desc, pl.seed_lot_id;
end;
$$;
comment on function public.organization_scan_report(integer, integer, numeric) is
  'the Scans view: scan counts per lot of the organization and the counterfeit signals (packet codes from many devices, scans after a recall, scans far from where the lot was sold).';

-- the report's photo ---------------------------------------------------------------------------------

alter table public.suspicious_reports drop constraint suspicious_reports_photo_check;
alter table public.suspicious_reports
  add column photo_type text generated always as (
    case
      when substr(photo, 1, 3) = '\xffd8ff'::bytea then 'image/jpeg'
      when substr(photo, 1, 8) = '\x89504e470d0a1a0a'::bytea then 'image/png'
      when substr(photo, 1, 4) = '\x52494646'::bytea and substr(photo, 9, 4) = '\x57454250'::bytea then 'image/webp'
    end
  ) stored,
  add constraint suspicious_reports_photo_size check (photo is null or length(photo) between 1 and 2 * 1024 * 1024),
  add constraint suspicious_reports_photo_is_image check (photo is null or photo_type is not null);
comment on column public.suspicious_reports.photo is
  'the optional photo of the packet (JPEG, PNG or WebP, up to 2 MB; downscaled in the browser when it runs JavaScript).';
comment on column public.suspicious_reports.photo_type is
  'the photo''s media type, from its bytes'' signature (never from a file name); null without a photo.';

-- members read their organization's reports' photos (the table's policy scopes the rows)
grant select (photo, photo_type) on public.suspicious_reports to authenticated;

-- grants ---------------------------------------------------------------------------------------------

revoke execute on function
  public.verify_code(text, text, text, numeric, numeric, text),
  public.verify_gs1(text, text, text, text, text, numeric, numeric, text),
  public.locate_scan(text, numeric, numeric),
  public.lot_scans_far_from_sale(text, numeric),
  public.organization_scan_report(integer, integer, numeric)
  from public, anon;
grant execute on function public.lot_scans_far_from_sale(text, numeric), public.organization_scan_report(integer, integer, numeric)
  to authenticated, service_role;
grant execute on function
  public.verify_code(text, text, text, numeric, numeric, text),
  public.verify_gs1(text, text, text, text, text, numeric, numeric, text),
  public.locate_scan(text, numeric, numeric)
  to anon, authenticated, service_role;
