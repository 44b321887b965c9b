-- Printing QR codes (issue 14, the printing side): the organization's GTIN and the GS1 Digital
-- Link form of packet codes, and the facts a label sheet prints.
--   organizations.gtin   a GTIN-8/12/13/14 with a valid GS1 check digit, set by admins; when the
--                        printing organization has one, packet codes print as
--                        {origin}/01/{gtin as 14 digits}/10/{batch}/21/{serial};
--   the batch            GS1's application identifier (10) holds at most 20 characters and a lot id
--                        (SL-YYYYMMDD-NNNNNNN-NNNN) has 24, so a label prints the lot id's 19 digits;
--                        the lot id itself is accepted too;
--   verify_gs1           the public page of such a link: the packet's code found from gtin, batch and
--                        serial, then exactly verify_code's work (scan logged, same answer), so an
--                        unknown link and an unknown code are the same page. The code itself never
--                        reaches the caller: a GS1 link is guessable (serials run 1..n), the code is not;
--   report_suspicious_gs1_packet  the same page's report form;
--   lot_label_facts      crop, variety, packaging date and packet count of a lot the caller's
--                        organization grows or owns, and that organization's GTIN.

-- the GTIN -------------------------------------------------------------------------------------------

-- 8, 12, 13 or 14 digits whose last is the GS1 check digit of the others (weights 3 and 1 from the
-- right; zero-padding to 14 changes nothing), and not all zeros.
create function private.gtin_is_valid(gtin text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(gtin ~ '^([0-9]{8}|[0-9]{12,14})$' and gtin !~ '^0+$' and (
    select (10 - pg_catalog.sum(pg_catalog.substr(p.padded, i, 1)::integer * case when i % 2 = 1 then 3 else 1 end) % 10) % 10
           = pg_catalog.substr(p.padded, 14, 1)::integer
    from (select pg_catalog.lpad(gtin, 14, '0') as padded) p
    cross join pg_catalog.generate_series(1, 13) i
    group by p.padded
  ), false)
$$;
comment on function private.gtin_is_valid(text) is 'whether text is a GTIN-8, -12, -13 or -14 with a valid GS1 check digit.';
revoke execute on function private.gtin_is_valid(text) from public, anon;
grant execute on function private.gtin_is_valid(text) to authenticated, service_role;

alter table public.organizations
  add column gtin text constraint organizations_gtin_valid check (gtin is null or private.gtin_is_valid(gtin));
comment on column public.organizations.gtin is
  'the organization''s GTIN (8, 12, 13 or 14 digits, GS1 check digit): its packet codes print as GS1 Digital Links when set.';
-- the GS1 page finds a link's organizations by the 14-digit form
create index organizations_gtin14_idx on public.organizations (pg_catalog.lpad(gtin, 14, '0')) where gtin is not null;

-- the admins' setting, beside set_verification_settings (same caller checks and refusal)
create function public.set_organization_gtin(gtin text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  value text := nullif(pg_catalog.btrim(coalesce(set_organization_gtin.gtin, '')), '');
begin
  select * into caller from private.lot_manager();
  if not private.has_role('{admin}') then
    raise exception using errcode = 'PT403', message = 'verification_settings_admin_only';
  end if;
  if value is not null and not private.gtin_is_valid(value) then
    raise exception using errcode = 'PT400', message = 'gtin_invalid';
  end if;
  update public.organizations o set gtin = value where o.id = caller.organization_id;
end;
$$;
comment on function public.set_organization_gtin(text) is
  'sets or clears the organization''s GTIN (admins only): its packet codes then print as GS1 Digital Links.';

-- the GS1 Digital Link -------------------------------------------------------------------------------

-- A label's batch (AI 10) for a lot: the lot id's 19 digits.
create function private.gs1_batch_of_lot(lot text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.substr(lot, 4), '-', '') where lot ~ '^SL-[0-9]{8}-[0-9]{7}-[0-9]{4}$'
$$;

-- The lot of a batch as printed (19 digits) or as its id; null for anything else.
create function private.lot_of_gs1_batch(batch text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select case
    when batch ~ '^[0-9]{19}$' then
      'SL-' || pg_catalog.substr(batch, 1, 8) || '-' || pg_catalog.substr(batch, 9, 7) || '-' || pg_catalog.substr(batch, 16, 4)
    when batch ~ '^SL-[0-9]{8}-[0-9]{7}-[0-9]{4}$' then batch
  end
$$;
revoke execute on function private.gs1_batch_of_lot(text), private.lot_of_gs1_batch(text) from public, anon;
grant execute on function private.gs1_batch_of_lot(text), private.lot_of_gs1_batch(text) to authenticated, service_role;

-- The packet code a GS1 Digital Link names: the lot's packet `serial`, when `gtin` is the GTIN of the
-- lot's grower or of an organization owning some of it (labels are printed by either). Every input
-- that cannot match becomes a null key, so the lookup runs the same for any link.
create function private.gs1_packet_code(gtin text, batch text, serial text)
  returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select q.code
  from public.qr_codes q
  where q.seed_lot_id = private.lot_of_gs1_batch(left(gs1_packet_code.batch, 40))
    and q.serial = case when gs1_packet_code.serial ~ '^[1-9][0-9]{0,8}$' then gs1_packet_code.serial::integer end
    and q.kind = 'packet'
    and exists (
      select 1 from public.organizations o
      where pg_catalog.lpad(o.gtin, 14, '0') = case when gs1_packet_code.gtin ~ '^([0-9]{8}|[0-9]{12,14})$'
                                                    then pg_catalog.lpad(gs1_packet_code.gtin, 14, '0') end
        and o.gtin is not null
        and (o.id = (select l.grower_organization_id from public.seed_lots l where l.id = q.seed_lot_id)
             or exists (select 1 from public.lot_ownership w
                        where w.seed_lot_id = q.seed_lot_id and w.owner_organization_id = o.id))
    )
$$;
revoke execute on function private.gs1_packet_code(text, text, text) from public, anon, authenticated;

-- verify_code for a GS1 Digital Link (an unknown link verifies the empty code: the same statements
-- and the same answer as an unknown code).
create function public.verify_gs1(
  gtin text,
  batch text,
  serial text,
  device_hash text default null,
  device_class text default 'other',
  lat numeric default null,
  lon numeric default null
)
  returns jsonb
  language sql
  volatile
  security definer
  set search_path = ''
as $$
  select public.verify_code(coalesce(private.gs1_packet_code(gtin, batch, serial), ''), device_hash, device_class, lat, lon)
$$;
comment on function public.verify_gs1(text, text, text, text, text, numeric, numeric) is
  'the public verification of a GS1 Digital Link (/01/{gtin}/10/{batch}/21/{serial}): verify_code of the packet it names.';

-- 'Report a suspicious packet' from a GS1 link's page: for the packet's organization, or with the
-- link as scanned when it names none of ours.
create function public.report_suspicious_gs1_packet(
  gtin text,
  batch text,
  serial text,
  shop_name text,
  place text,
  phone text default null,
  photo bytea default null
)
  returns void
  language sql
  volatile
  security definer
  set search_path = ''
as $$
  select public.report_suspicious_packet(
    coalesce(private.gs1_packet_code(gtin, batch, serial),
             left('01/' || coalesce(gtin, '') || '/10/' || coalesce(batch, '') || '/21/' || coalesce(serial, ''), 64)),
    shop_name, place, phone, photo)
$$;
comment on function public.report_suspicious_gs1_packet(text, text, text, text, text, text, bytea) is
  'stores a farmer''s report from the page of a GS1 Digital Link and tells the packet''s organization.';

-- label sheets ---------------------------------------------------------------------------------------

-- What every label of a lot prints, for a lot the caller's organization grows or owns (null
-- otherwise), with the printing organization's GTIN and the lot's GS1 batch.
create function public.lot_label_facts(lot text)
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
  if organization is null or found.id is null or found.deleted_at is not null or not (
    found.grower_organization_id = organization
    or exists (select 1 from public.lot_ownership o where o.seed_lot_id = lot and o.owner_organization_id = organization)
  ) then
    return null;
  end if;
  return (
    select jsonb_build_object(
      'lotId', found.id,
      'lotType', found.lot_type,
      'crop', c.name,
      'variety', coalesce(ov.display_name, v.name),
      'packagingDate', d.packaging_date,
      'packagesCount', d.packages_count,
      'gtin', (select o.gtin from public.organizations o where o.id = organization),
      'batch', private.gs1_batch_of_lot(found.id))
    from public.crops c
    left join public.varieties v on v.id = found.variety_id
    left join public.organization_variety_data ov on ov.id = found.org_variety_id
    left join public.packaging_details d on d.lot_id = found.id
    where c.id = found.crop_id
  );
end;
$$;
comment on function public.lot_label_facts(text) is
  'crop, variety, packaging date and packet count a lot''s labels print, and the printing organization''s GTIN (null when the caller does not see the lot).';

-- grants ---------------------------------------------------------------------------------------------

revoke execute on function
  public.set_organization_gtin(text), public.lot_label_facts(text),
  public.verify_gs1(text, text, text, text, text, numeric, numeric),
  public.report_suspicious_gs1_packet(text, text, text, text, text, text, bytea)
  from public, anon;
grant execute on function public.set_organization_gtin(text), public.lot_label_facts(text)
  to authenticated, service_role;
grant execute on function
  public.verify_gs1(text, text, text, text, text, numeric, numeric),
  public.report_suspicious_gs1_packet(text, text, text, text, text, text, bytea)
  to anon, authenticated, service_role;
