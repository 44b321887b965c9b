-- QR codes, scans, recalls and the public verification (issue 14; spec 3 §3 "QR codes on a lot:
-- id, provider, status, metadata"):
--   qr_codes            one active code per lot, and on demand a serialized code per packet of a
--                       packaged lot (1..n, one insert … select for the whole batch); a code is
--                       22 base64url characters of 16 random bytes (128 bits), printed as
--                       {public origin}/v/{code};
--   qr_scans            each verification as the privacy policy allows: time, device class, the
--                       sha-256 of a random per-browser cookie (never an IP), a coarse location
--                       (2 decimals, ~1 km) only when the customer agreed;
--   lot_recalls         a recall or stop-sale issued on a lot reaches every descendant lot (parent
--                       links and source links) in one recursive insert, and is lifted the same way;
--   suspicious_reports  the verification page's 'Report a suspicious packet' form, a dashboard
--                       event for the organization whose code it names;
--   verify_code         the one function the anonymous page calls: logs the scan and returns only
--                       what the privacy policy allows. An unknown and a deactivated code answer
--                       the same result and run the same statements (every lookup after the code's
--                       own runs with null keys for both).
-- Every write is one security-definer function that checks the caller (private.lot_manager(),
-- private.grown_lot_for_update()) and raises machine codes (apps/bff/src/db/db-refusals.ts);
-- members read their organization's lots' rows through row-level security; anon reads nothing.

-- the organization's choice -------------------------------------------------------------------------

alter table public.organizations
  add column show_contact_on_verification boolean not null default false,
  add column verification_contact text
    check (verification_contact is null or length(btrim(verification_contact)) between 1 and 200);
comment on column public.organizations.show_contact_on_verification is
  'the verification page shows the organization''s name and verification_contact (privacy policy: only if the company opts in); off by default.';
comment on column public.organizations.verification_contact is
  'what the verification page prints as the company''s contact (a phone number or an e-mail address) when it opted in.';

-- codes ----------------------------------------------------------------------------------------------

-- 16 random bytes as 22 base64url characters (128 bits): bytes 1-6 and 11-16 of a version-4 uuid
-- are random, and 4 more from a second one.
create function private.new_qr_code()
  returns text
  language sql
  volatile
  set search_path = ''
as $$
  select pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(
    pg_catalog.substr(pg_catalog.uuid_send(u.a), 1, 6) || pg_catalog.substr(pg_catalog.uuid_send(u.a), 11, 6)
      || pg_catalog.substr(pg_catalog.uuid_send(u.b), 1, 4), 'base64'), '+/', '-_'), '=')
  from (select gen_random_uuid() as a, gen_random_uuid() as b) u
$$;
revoke execute on function private.new_qr_code() from public, anon, authenticated;

create table public.qr_codes (
  id uuid primary key default gen_random_uuid(),
  seed_lot_id text not null references public.seed_lots (id) on delete cascade,
  code text not null unique constraint qr_codes_code_format check (code ~ '^[A-Za-z0-9_-]{22}$'),
  kind text not null constraint qr_codes_kind check (kind in ('lot', 'packet')),
  serial integer constraint qr_codes_serial_of_packets check ((kind = 'packet') = (serial is not null) and (serial is null or serial >= 1)),
  provider text not null default 'portal' check (length(provider) between 1 and 40),
  status text not null default 'active' constraint qr_codes_status check (status in ('active', 'deactivated')),
  deactivated_reason text check (deactivated_reason is null or length(deactivated_reason) <= 500),
  deactivated_at timestamptz,
  deactivated_by uuid references public.profiles (id) on delete set null,
  metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint qr_codes_packet_serial_once unique (seed_lot_id, serial),
  constraint qr_codes_deactivation check ((status = 'deactivated') = (deactivated_at is not null))
);
comment on table public.qr_codes is
  'QR codes of seed lots (spec 3 §3): the lot''s code and serialized packet codes; the code is printed as {public origin}/v/{code}.';
comment on column public.qr_codes.code is '22 base64url characters of 16 random bytes: unguessable, URL-safe.';
comment on column public.qr_codes.serial is 'a packet code''s number within its lot, 1..packages_count; null for the lot''s code.';
comment on column public.qr_codes.provider is 'who issued the code: portal (this product) or an external label provider.';
-- one active lot code per lot (a deactivated one may be replaced)
create unique index qr_codes_one_active_lot_code on public.qr_codes (seed_lot_id) where kind = 'lot' and status = 'active';
create index qr_codes_deactivated_by_idx on public.qr_codes (deactivated_by);
create index qr_codes_created_by_idx on public.qr_codes (created_by);

-- scans ----------------------------------------------------------------------------------------------

create table public.qr_scans (
  id bigint generated always as identity primary key,
  qr_code_id uuid references public.qr_codes (id) on delete cascade,
  scanned_at timestamptz not null default now(),
  device_class text not null default 'other'
    constraint qr_scans_device_class check (device_class in ('phone', 'tablet', 'desktop', 'other')),
  device_hash text constraint qr_scans_device_hash_format check (device_hash ~ '^[0-9a-f]{64}$'),
  latitude numeric(6, 2) check (latitude between -90 and 90),
  longitude numeric(6, 2) check (longitude between -180 and 180),
  constraint qr_scans_location_pair check ((latitude is null) = (longitude is null))
);
comment on table public.qr_scans is
  'verifications of QR codes as the privacy policy allows: time, device class, a device hash, a coarse location on consent; never an IP. '
  'qr_code_id is null for a code that is not ours.';
comment on column public.qr_scans.device_hash is
  'sha-256 (hex) of a random id the verification page keeps in a cookie of the browser: tells devices apart, identifies no one.';
comment on column public.qr_scans.latitude is 'rounded to 2 decimals (about 1 km), and only when the customer agreed in the page.';
create index qr_scans_code_idx on public.qr_scans (qr_code_id, scanned_at);

-- recalls and stop-sales -----------------------------------------------------------------------------

create table public.lot_recalls (
  id uuid primary key default gen_random_uuid(),
  seed_lot_id text not null references public.seed_lots (id) on delete cascade,
  origin_lot_id text not null references public.seed_lots (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind text not null constraint lot_recalls_kind check (kind in ('recall', 'stop_sale')),
  reason text not null check (length(btrim(reason)) between 1 and 1000),
  recalled_at timestamptz not null default now(),
  recalled_by uuid references public.profiles (id) on delete set null,
  lifted_at timestamptz,
  lifted_by uuid references public.profiles (id) on delete set null
);
comment on table public.lot_recalls is
  'recalls and stop-sales: one row per lot reached, from the lot it was issued on (origin_lot_id) down its lineage; lifted together.';
comment on column public.lot_recalls.organization_id is 'the organization that issued it (the origin lot''s grower).';
create unique index lot_recalls_active_once on public.lot_recalls (seed_lot_id, origin_lot_id) where lifted_at is null;
create index lot_recalls_origin_idx on public.lot_recalls (origin_lot_id) where lifted_at is null;
create index lot_recalls_organization_idx on public.lot_recalls (organization_id);
create index lot_recalls_recalled_by_idx on public.lot_recalls (recalled_by);
create index lot_recalls_lifted_by_idx on public.lot_recalls (lifted_by);

-- reports --------------------------------------------------------------------------------------------

create table public.suspicious_reports (
  id uuid primary key default gen_random_uuid(),
  qr_code_id uuid references public.qr_codes (id) on delete set null,
  scanned_code text check (scanned_code is null or length(scanned_code) <= 64),
  organization_id uuid references public.organizations (id) on delete cascade,
  shop_name text not null check (length(btrim(shop_name)) between 1 and 120),
  place text not null check (length(btrim(place)) between 1 and 120),
  phone text check (phone is null or phone ~ '^\+?[0-9]{6,15}$'),
  photo bytea check (photo is null or length(photo) <= 300 * 1024),
  created_at timestamptz not null default now()
);
comment on table public.suspicious_reports is
  'the verification page''s "Report a suspicious packet": for the organization of the code it names; without one (a code that is not ours) for the platform.';
comment on column public.suspicious_reports.scanned_code is 'the code as the page was reached with (what a counterfeit label printed).';
create index suspicious_reports_organization_idx on public.suspicious_reports (organization_id, created_at desc);
create index suspicious_reports_code_idx on public.suspicious_reports (qr_code_id);

-- row-level security: members read their organization's lots' rows; every write is a function --------

alter table public.qr_codes enable row level security;
alter table public.qr_scans enable row level security;
alter table public.lot_recalls enable row level security;
alter table public.suspicious_reports enable row level security;

-- a row about a lot reads through the lot's own policy (grown or owned by the organization)
create policy "members read the codes of lots they see"
  on public.qr_codes for select to authenticated
  using (exists (select 1 from public.seed_lots l where l.id = qr_codes.seed_lot_id));

create policy "members read the scans of codes they see"
  on public.qr_scans for select to authenticated
  using (exists (select 1 from public.qr_codes q where q.id = qr_scans.qr_code_id));

create policy "members read the recalls of lots they see"
  on public.lot_recalls for select to authenticated
  using (exists (select 1 from public.seed_lots l where l.id = lot_recalls.seed_lot_id));

create policy "members read their organization's reports"
  on public.suspicious_reports for select to authenticated
  using (organization_id = (select private.current_organization_id()));

revoke all on public.qr_codes, public.qr_scans, public.lot_recalls, public.suspicious_reports from anon, authenticated;
grant select on public.qr_codes, public.qr_scans, public.lot_recalls to authenticated;
-- the photo is read through the organization's own screens later, not with every list
grant select (id, qr_code_id, scanned_code, organization_id, shop_name, place, phone, created_at)
  on public.suspicious_reports to authenticated;
grant select on public.qr_codes, public.qr_scans, public.lot_recalls, public.suspicious_reports to service_role;

-- the codes' writers ---------------------------------------------------------------------------------

-- the lot the caller's organization grows or owns (some of), locked: codes are the grower's and the
-- owners' to print. 404 for a lot it does not see or that is in the trash.
create function private.coded_lot_for_update(lot text, organization uuid)
  returns public.seed_lots
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  found public.seed_lots;
begin
  select * into found from public.seed_lots l where l.id = lot for update;
  if found.id is null or found.deleted_at is not null or not (
    found.grower_organization_id = organization
    or exists (select 1 from public.lot_ownership o where o.seed_lot_id = lot and o.owner_organization_id = organization)
  ) then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  return found;
end;
$$;
revoke execute on function private.coded_lot_for_update(text, uuid) from public, anon, authenticated;

-- the lot's active code, made on first asking
create function public.lot_qr_code(lot text)
  returns setof public.qr_codes
  language plpgsql
  security definer
  set search_path = ''
as $$
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
$$;
comment on function public.lot_qr_code(text) is
  'the lot''s active QR code, created on first asking (admins and managers of the grower or an owner).';

-- packet codes 1..packages_count that the lot does not have yet, in one insert; returns how many
-- were made. 100,000 codes take about a second (supabase/tests/qr-codes.test.ts prints the time).
create function public.create_packet_codes(lot text)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  found public.seed_lots;
  packets integer;
  made integer;
begin
  select * into caller from private.lot_manager();
  found := private.coded_lot_for_update(lot, caller.organization_id);
  select d.packages_count into packets from public.packaging_details d where d.lot_id = lot;
  if found.lot_type <> 'packaged_unit' or packets is null then
    raise exception using errcode = 'PT409', message = 'packet_codes_need_packaged_lot';
  end if;
  if packets > 500000 then
    raise exception using errcode = 'PT400', message = 'too_many_packet_codes', detail = packets::text;
  end if;
  insert into public.qr_codes (seed_lot_id, code, kind, serial, created_by)
  select lot, private.new_qr_code(), 'packet', s, caller.profile_id
  from pg_catalog.generate_series(1, packets) s
  where not exists (select 1 from public.qr_codes q where q.seed_lot_id = lot and q.serial = s);
  get diagnostics made = row_count;
  return made;
end;
$$;
comment on function public.create_packet_codes(text) is
  'serialized packet codes 1..packages_count of a packaged lot that do not exist yet, in one statement; returns how many were made.';

create function public.deactivate_qr_code(code_id uuid, reason text)
  returns setof public.qr_codes
  language plpgsql
  security definer
  set search_path = ''
as $$
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
$$;
comment on function public.deactivate_qr_code(uuid, text) is
  'deactivates a code (misuse, Terms of Service) with a reason: the verification page answers it as a code that is not ours.';

-- recalls --------------------------------------------------------------------------------------------

-- a recall or stop-sale of a lot the caller's organization grows, on the lot and every descendant in
-- one recursive insert (issuing it again on the same lot updates its kind and reason); returns how
-- many lots it reaches. Each organization that grows or owns one of them is told (dashboard event).
create function public.recall_lot(lot text, kind text, reason text)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  reached integer;
  origin uuid;
  organization uuid;
begin
  select * into caller from private.lot_manager();
  perform private.grown_lot_for_update(lot, caller.organization_id);
  if kind is null or kind not in ('recall', 'stop_sale') then
    raise exception using errcode = 'PT400', message = 'recall_kind_invalid';
  end if;
  if nullif(btrim(coalesce(reason, '')), '') is null or length(btrim(reason)) > 1000 then
    raise exception using errcode = 'PT400', message = 'recall_reason_required';
  end if;
  with recursive down(id) as (
    select lot
    union
    select e.child from down cross join lateral (
      select l.id as child from public.seed_lots l where l.parent_lot_id = down.id
      union all
      select s.seed_lot_id from public.source_lots s where s.source_lot_id = down.id
    ) e
  )
  insert into public.lot_recalls as r (seed_lot_id, origin_lot_id, organization_id, kind, reason, recalled_by)
  select down.id, lot, caller.organization_id, recall_lot.kind, btrim(reason), caller.profile_id from down
  on conflict (seed_lot_id, origin_lot_id) where lifted_at is null do update set
    kind = excluded.kind, reason = excluded.reason, recalled_at = now(), recalled_by = excluded.recalled_by;
  get diagnostics reached = row_count;

  select r.id into origin from public.lot_recalls r
  where r.seed_lot_id = lot and r.origin_lot_id = lot and r.lifted_at is null;
  for organization in
    select l.grower_organization_id from public.lot_recalls r join public.seed_lots l on l.id = r.seed_lot_id
    where r.origin_lot_id = lot and r.lifted_at is null
    union
    select o.owner_organization_id from public.lot_recalls r join public.lot_ownership o on o.seed_lot_id = r.seed_lot_id
    where r.origin_lot_id = lot and r.lifted_at is null
  loop
    perform private.record_activity(organization, 'lot_' || recall_lot.kind, origin,
      case recall_lot.kind when 'recall' then 'Recall' else 'Stop-sale' end || ' of seed lot ' || lot || ': ' || btrim(reason),
      auth.uid());
  end loop;
  return reached;
end;
$$;
comment on function public.recall_lot(text, text, text) is
  'recall or stop-sale of a lot the organization grows, reaching every descendant lot in one recursive statement; returns the lots reached.';

-- lifts the recall or stop-sale issued on `lot` from every lot it reached; returns how many
create function public.lift_recall(lot text)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
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
$$;
comment on function public.lift_recall(text) is 'lifts the recall or stop-sale issued on a lot, from every lot it reached.';

-- the organization's setting -------------------------------------------------------------------------

create function public.set_verification_settings(show_contact boolean, contact text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
begin
  select * into caller from private.lot_manager();
  if not private.has_role('{admin}') then
    raise exception using errcode = 'PT403', message = 'verification_settings_admin_only';
  end if;
  if coalesce(show_contact, false) and nullif(btrim(coalesce(contact, '')), '') is null then
    raise exception using errcode = 'PT400', message = 'verification_contact_required';
  end if;
  update public.organizations set
    show_contact_on_verification = coalesce(show_contact, false),
    verification_contact = nullif(btrim(coalesce(contact, '')), '')
  where id = caller.organization_id;
end;
$$;
comment on function public.set_verification_settings(boolean, text) is
  'whether the verification page shows the organization''s name and contact (admins only); the contact is required to show it.';

-- the public verification ----------------------------------------------------------------------------

-- What a scan of `code` shows, as the privacy policy allows ("crop type, variety, certification
-- status and production details, unless the company opts to include company information"), after
-- logging the scan. The state is genuine, verified_before (a packet code scanned before from another
-- device: the copied label's sign), recalled or stop_sale (with the reason), or unknown — for a code
-- that is not ours AND for a deactivated one: both give the same result, and every statement after
-- the code's lookup runs with null keys for both. A scan without a device hash (a link preview, a
-- direct call) never makes a later scan 'verified before'.
create function public.verify_code(
  code text,
  device_hash text default null,
  device_class text default 'other',
  lat numeric default null,
  lon numeric default null
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

  insert into public.qr_scans (qr_code_id, device_class, device_hash, latitude, longitude)
  values (found.id, class, device,
    case when located then round(lat, 2) end, case when located then round(lon, 2) end);

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
comment on function public.verify_code(text, text, text, numeric, numeric) is
  'the public verification of a scanned code: logs the scan (no IP) and returns what the privacy policy allows; unknown and deactivated codes answer alike.';

-- 'Report a suspicious packet': stored for the organization whose code it names (a dashboard event
-- tells it), or for the platform when the code is not ours; the answer is the same either way.
create function public.report_suspicious_packet(
  code text,
  shop_name text,
  place text,
  phone text default null,
  photo bytea default null
)
  returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  found public.qr_codes;
  organization uuid;
  report uuid;
begin
  select q.* into found from public.qr_codes q where q.code = left(coalesce(report_suspicious_packet.code, ''), 64);
  select l.grower_organization_id into organization from public.seed_lots l where l.id = found.seed_lot_id;
  insert into public.suspicious_reports (qr_code_id, scanned_code, organization_id, shop_name, place, phone, photo)
  values (found.id, left(report_suspicious_packet.code, 64), organization, btrim(shop_name), btrim(place),
    nullif(btrim(coalesce(phone, '')), ''), photo)
  returning id into report;
  if organization is not null then
    perform private.record_activity(organization, 'suspicious_packet_reported', report,
      'Suspicious packet reported at ' || btrim(shop_name) || ', ' || btrim(place)
        || coalesce(' (seed lot ' || found.seed_lot_id || ')', ''),
      null);
  end if;
end;
$$;
comment on function public.report_suspicious_packet(text, text, text, text, bytea) is
  'stores a farmer''s report of a suspicious packet from the verification page and tells the code''s organization.';

-- the organization's screens -------------------------------------------------------------------------

-- the lot's QR facts for the lot detail (a lot the caller's organization sees): its active code,
-- packet-code counts, scans and the recall in force. One call, counted once (not per row through
-- the policies), so a lot with 100,000 packet codes answers quickly.
create function public.lot_qr_summary(lot text)
  returns jsonb
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
  return jsonb_build_object(
    'lotId', found.id,
    'lotType', found.lot_type,
    'isGrower', found.grower_organization_id = organization,
    'packagesCount', (select d.packages_count from public.packaging_details d where d.lot_id = lot),
    'lotCode', (select jsonb_build_object('id', q.id, 'code', q.code, 'status', q.status, 'provider', q.provider,
                                          'createdAt', q.created_at)
                from public.qr_codes q where q.seed_lot_id = lot and q.kind = 'lot' and q.status = 'active'),
    -- while the lot has no active code: the one deactivated last, with why (the card says so)
    'lastDeactivatedLotCode', (select jsonb_build_object('id', q.id, 'code', q.code, 'provider', q.provider,
                                                         'createdAt', q.created_at, 'reason', q.deactivated_reason)
                from public.qr_codes q
                where q.seed_lot_id = lot and q.kind = 'lot' and q.status = 'deactivated'
                  and not exists (select 1 from public.qr_codes a
                                  where a.seed_lot_id = lot and a.kind = 'lot' and a.status = 'active')
                order by q.deactivated_at desc nulls last, q.created_at desc limit 1),
    'packetCodes', (select jsonb_build_object(
                      'total', count(*),
                      'active', count(*) filter (where q.status = 'active'),
                      'deactivated', count(*) filter (where q.status = 'deactivated'))
                    from public.qr_codes q where q.seed_lot_id = lot and q.kind = 'packet'),
    'scans', (select jsonb_build_object(
                'total', count(s.id),
                'devices', count(distinct s.device_hash),
                'lastAt', max(s.scanned_at),
                'afterRecall', count(s.id) filter (where r.recalled_at is not null and s.scanned_at >= r.recalled_at))
              from public.qr_codes q
              join public.qr_scans s on s.qr_code_id = q.id
              left join lateral (select min(x.recalled_at) as recalled_at from public.lot_recalls x
                                 where x.seed_lot_id = lot and x.lifted_at is null) r on true
              where q.seed_lot_id = lot),
    'recall', (select jsonb_build_object('kind', r.kind, 'reason', r.reason, 'at', r.recalled_at,
                                         'originLotId', r.origin_lot_id)
               from public.lot_recalls r where r.seed_lot_id = lot and r.lifted_at is null
               order by r.kind = 'recall' desc, r.recalled_at desc limit 1)
  );
end;
$$;
comment on function public.lot_qr_summary(text) is
  'a lot''s QR code, packet-code counts, scans and recall in force, for the lot detail (null when the caller does not see the lot).';

-- the "Scans" view: per lot of the organization (grown or owned) with scans, the counts and the
-- counterfeit signals — packet codes scanned from more devices than `many_devices`, scans while a
-- recall or stop-sale is in force — most scanned first.
create function public.organization_scan_report(many_devices integer default 3, max_lots integer default 200)
  returns table (
    seed_lot_id text,
    crop text,
    variety text,
    scans bigint,
    devices bigint,
    last_scan_at timestamptz,
    packet_codes_many_devices bigint,
    scans_after_recall bigint,
    recall_kind text
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
                                      and r.lifted_at is null and s.scanned_at >= r.recalled_at)) as after_recall
    from lots
    join public.qr_codes q on q.seed_lot_id = lots.id
    join public.qr_scans s on s.qr_code_id = q.id
    group by q.seed_lot_id, q.id, q.kind
  )
  select pc.seed_lot_id, c.name, coalesce(ov.display_name, v.name),
    sum(pc.scans)::bigint, (select count(distinct s.device_hash) from public.qr_codes q
                            join public.qr_scans s on s.qr_code_id = q.id where q.seed_lot_id = pc.seed_lot_id),
    max(pc.last_at), count(*) filter (where pc.kind = 'packet' and pc.devices >= many_devices),
    sum(pc.after_recall)::bigint,
    (select r.kind from public.lot_recalls r where r.seed_lot_id = pc.seed_lot_id and r.lifted_at is null
     order by r.kind = 'recall' desc limit 1)
  from per_code pc
  join lots on lots.id = pc.seed_lot_id
  join public.crops c on c.id = lots.crop_id
  left join public.varieties v on v.id = lots.variety_id
  left join public.organization_variety_data ov on ov.id = lots.org_variety_id
  group by pc.seed_lot_id, c.name, ov.display_name, v.name
  order by sum(pc.scans) desc, pc.seed_lot_id
  limit greatest(1, least(coalesce(max_lots, 200), 1000));
end;
$$;
comment on function public.organization_scan_report(integer, integer) is
  'the Scans view: scan counts per lot of the organization and the counterfeit signals (packet codes from many devices, scans after a recall).';

-- grants ---------------------------------------------------------------------------------------------

revoke execute on function
  public.lot_qr_code(text), public.create_packet_codes(text), public.deactivate_qr_code(uuid, text),
  public.recall_lot(text, text, text), public.lift_recall(text), public.set_verification_settings(boolean, text),
  public.verify_code(text, text, text, numeric, numeric),
  public.report_suspicious_packet(text, text, text, text, bytea),
  public.lot_qr_summary(text), public.organization_scan_report(integer, integer)
  from public, anon;
grant execute on function
  public.lot_qr_code(text), public.create_packet_codes(text), public.deactivate_qr_code(uuid, text),
  public.recall_lot(text, text, text), public.lift_recall(text), public.set_verification_settings(boolean, text),
  public.lot_qr_summary(text), public.organization_scan_report(integer, integer)
  to authenticated, service_role;
-- the verification page is public: anyone may verify a code and report a packet, nothing more
grant execute on function
  public.verify_code(text, text, text, numeric, numeric),
  public.report_suspicious_packet(text, text, text, text, bytea)
  to anon, authenticated, service_role;
