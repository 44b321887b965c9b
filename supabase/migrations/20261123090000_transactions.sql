-- transactions and ownership (issue 13, spec 2 "Transactions"): an auditable ledger of owned
-- quantities and the manifests that move them, each write one function and one transaction.
--   lot_ledger_entries        every change of a lot_ownership quantity, with the ONE manifest item
--                             that explains it; private.change_owned() is the only writer of both;
--   create_transaction        SALE / TRANSFER / ADJUSTMENT / INITIAL: manifest, items and every
--                             ownership move (whole lot, or a split into a child lot) at once;
--   claims and acceptance     a transfer to an e-mail waits for its claim (AWAITING_CLAIM), one to an
--                             organization that accepts manually waits for it (PENDING): the
--                             quantity leaves the sender at once and reaches the recipient then;
--                             cancel_transaction gives it back;
--   ledger_reconciliation     the ledger against lot_ownership, for one lot or all.
-- the flows of issue 11 and 12 are redefined here so that their ownership changes go through the
-- ledger too (a production lot's draws now have a manifest of their own).

alter type public.manifest_type add value if not exists 'production_draw';
comment on type public.manifest_type is
  'kind of transaction manifest (spec 2 §3, spec 3 harvest); claim: a supplier redeemed a lot''s claim code; '
  'production_draw: the quantities a production lot drew from its sources.';

-- columns ------------------------------------------------------------------------------------------

alter table public.organizations
  add column accept_transfers_manually boolean not null default false;
comment on column public.organizations.accept_transfers_manually is
  'incoming sales and transfers wait (PENDING) until an admin or manager of the organization accepts them; default automatic.';

alter table public.transaction_manifests
  add column to_email text check (to_email is null or length(to_email) <= 320),
  add column claim_token_hash bytea unique,
  add column settled_at timestamptz;
comment on column public.transaction_manifests.to_email is
  'the e-mail address an AWAITING_CLAIM transfer was sent to (someone not yet on the portal).';
comment on column public.transaction_manifests.claim_token_hash is
  'sha-256 of the claim link''s token (the token itself is only in the e-mail).';
comment on column public.transaction_manifests.settled_at is
  'when a PENDING or AWAITING_CLAIM manifest was accepted, claimed or cancelled.';

alter table public.transaction_manifest_items
  add column moves_whole boolean not null default false,
  add column delivered_lot_id text references public.seed_lots (id) on delete set null;
comment on column public.transaction_manifest_items.moves_whole is
  'a sale or transfer of everything the sender owned of the lot: the recipient gets a share of the same lot, not a split.';
comment on column public.transaction_manifest_items.delivered_lot_id is
  'the lot the recipient received: the same lot (whole ownership moved) or the child lot split off for it.';

alter table public.seed_lots
  add column received_by_item_id uuid references public.transaction_manifest_items (id) on delete set null;
comment on column public.seed_lots.received_by_item_id is
  'for a lot split off by a sale or transfer: the manifest item that made it (its quantity is what it received).';

create index transaction_manifest_items_delivered_idx on public.transaction_manifest_items (delivered_lot_id);
create index seed_lots_received_by_item_idx on public.seed_lots (received_by_item_id);

-- the transactions list (keyset, newest first) by each side, with its filters; the lot filter
-- goes through transaction_manifest_items_lot_idx.
create index transaction_manifests_from_page_idx
  on public.transaction_manifests (from_org_id, transaction_date desc, id desc);
create index transaction_manifests_to_page_idx
  on public.transaction_manifests (to_org_id, transaction_date desc, id desc);
create index transaction_manifests_from_type_idx
  on public.transaction_manifests (from_org_id, manifest_type, transaction_date desc, id desc);
create index transaction_manifests_to_type_idx
  on public.transaction_manifests (to_org_id, manifest_type, transaction_date desc, id desc);
create index transaction_manifests_from_status_idx
  on public.transaction_manifests (from_org_id, status, transaction_date desc, id desc);
create index transaction_manifests_to_status_idx
  on public.transaction_manifests (to_org_id, status, transaction_date desc, id desc);
drop index public.transaction_manifests_from_idx;
drop index public.transaction_manifests_to_idx;
create index organizations_name_trgm_idx on public.organizations using gin (lower(name) extensions.gin_trgm_ops);

-- the ledger ---------------------------------------------------------------------------------------

create table public.lot_ledger_entries (
  id bigint generated always as identity primary key,
  manifest_item_id uuid not null references public.transaction_manifest_items (id) on delete cascade,
  seed_lot_id text not null references public.seed_lots (id) on delete cascade,
  organization_id uuid not null references public.organizations (id),
  quantity_change numeric(14, 3) not null check (quantity_change <> 0),
  unit public.quantity_unit not null,
  created_at timestamptz not null default now()
);
comment on table public.lot_ledger_entries is
  'every change of an owned quantity (lot_ownership), in the ownership''s unit, with the manifest item that explains it.';
create index lot_ledger_entries_lot_idx on public.lot_ledger_entries (seed_lot_id, organization_id);
create index lot_ledger_entries_item_idx on public.lot_ledger_entries (manifest_item_id);
create index lot_ledger_entries_organization_idx on public.lot_ledger_entries (organization_id);

alter table public.lot_ledger_entries enable row level security;
-- like lot_ownership: who owns how much of a lot is known to every organization that sees the lot
create policy "members read the ledger of lots they see"
  on public.lot_ledger_entries for select to authenticated
  using (private.can_see_seed_lot(seed_lot_id));
revoke all on public.lot_ledger_entries from anon, authenticated;
grant select on public.lot_ledger_entries to authenticated;

-- changes `organization`'s quantity of `lot` by `change` `unit` (converted into the ownership's
-- unit; a missing ownership is made in `unit`), records the ledger entry for `item`, and returns
-- the change in the ownership's unit. The one place that changes lot_ownership.quantity_owned.
create function private.change_owned(
  item uuid,
  lot text,
  organization uuid,
  change numeric,
  unit public.quantity_unit
)
  returns numeric
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  owned public.lot_ownership;
  pack record;
  converted numeric;
begin
  select * into owned from public.lot_ownership o
  where o.seed_lot_id = lot and o.owner_organization_id = organization for update;
  if owned.id is null then
    insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
    values (lot, organization, 0, unit) returning * into owned;
  end if;
  select l.pack_size, l.pack_unit into pack from public.seed_lots l where l.id = lot;
  converted := private.convert_quantity(change, unit, owned.unit_of_measure, pack.pack_size, pack.pack_unit);
  if converted is null then
    raise exception using errcode = 'PT400', message = 'unit_mismatch',
      detail = owned.unit_of_measure::text || '|' || unit::text;
  end if;
  if converted <> 0 then
    update public.lot_ownership set quantity_owned = quantity_owned + converted where id = owned.id;
    insert into public.lot_ledger_entries (manifest_item_id, seed_lot_id, organization_id, quantity_change, unit)
    values (item, lot, organization, converted, owned.unit_of_measure);
  end if;
  return converted;
end;
$$;
revoke execute on function private.change_owned(uuid, text, uuid, numeric, public.quantity_unit)
  from public, anon, authenticated;

-- a manifest item, its id returned
create function private.add_manifest_item(
  manifest uuid,
  lot text,
  quantity numeric,
  unit public.quantity_unit,
  notes text,
  price numeric default null,
  currency public.currency_code default null
)
  returns uuid
  language sql
  security definer
  set search_path = ''
as $$
  insert into public.transaction_manifest_items (
    manifest_id, seed_lot_id, quantity_transferred, quantity_unit, price_per_unit, currency, item_notes
  ) values (manifest, lot, quantity, unit, price, currency, notes)
  returning id
$$;
revoke execute on function private.add_manifest_item(uuid, text, numeric, public.quantity_unit, text, numeric, public.currency_code)
  from public, anon, authenticated;

-- drawing from an owned lot, now through the ledger -------------------------------------------------

drop function private.draw_from_lot(text, uuid, numeric, public.quantity_unit);

-- lowers what `organization` owns of `lot` by `quantity` `unit` under a row lock, for manifest item
-- `item`, and returns the quantity drawn in the ownership's unit with what was owned before; refuses
-- with `refusal` (its detail the available amount) when it would go below 0.
create function private.draw_from_lot(
  lot text,
  organization uuid,
  quantity numeric,
  unit public.quantity_unit,
  item uuid,
  refusal text default 'quantity_exceeds_available',
  out drawn numeric,
  out owned_before numeric,
  out owned_unit public.quantity_unit
)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  owned public.lot_ownership;
  source public.seed_lots;
begin
  select * into source from public.seed_lots l where l.id = lot;
  select * into owned from public.lot_ownership o
  where o.seed_lot_id = lot and o.owner_organization_id = organization
  for update;
  if source.id is null or owned.id is null or source.deleted_at is not null then
    raise exception using errcode = 'PT404', message = 'source_lot_not_found';
  end if;
  drawn := private.convert_quantity(quantity, unit, owned.unit_of_measure, source.pack_size, source.pack_unit);
  if drawn is null then
    raise exception using errcode = 'PT400', message = 'unit_mismatch',
      detail = owned.unit_of_measure::text || '|' || unit::text;
  end if;
  if drawn > owned.quantity_owned or drawn <= 0 then
    raise exception using errcode = 'PT409', message = refusal,
      detail = trim(to_char(owned.quantity_owned, 'FM999999999990.999'), '.') || ' ' || owned.unit_of_measure::text;
  end if;
  perform private.change_owned(item, lot, organization, -drawn, owned.unit_of_measure);
  owned_before := owned.quantity_owned;
  owned_unit := owned.unit_of_measure;
end;
$$;
revoke execute on function private.draw_from_lot(text, uuid, numeric, public.quantity_unit, uuid, text)
  from public, anon, authenticated;

-- the flows of issues 11 and 12, their ownership changes through the ledger -------------------------

create or replace function public.create_unregistered_source(
  crop_id uuid,
  variety_id uuid,
  org_variety_id uuid,
  generation text,
  pack_size numeric,
  pack_unit public.quantity_unit,
  packaging_type public.container_type,
  quantity numeric,
  notes text
)
  returns table (lot_id text, claim_code text)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  master uuid := variety_id;
  lot text;
  manifest uuid;
begin
  select * into caller from private.lot_manager();
  -- spec 2 §5: both crop and variety must exist; an organization variety must be the caller's
  -- organization's (or shared), active, and of the crop.
  if not exists (select 1 from public.crops c where c.id = create_unregistered_source.crop_id) then
    raise exception using errcode = 'PT400', message = 'crop_and_variety_required';
  end if;
  if org_variety_id is not null then
    select v.master_variety_id into master from public.organization_variety_data v
    where v.id = org_variety_id and v.crop_id = create_unregistered_source.crop_id and v.is_active
      and (v.organization_id = caller.organization_id or v.visibility = 'shared');
    if not found then
      raise exception using errcode = 'PT400', message = 'crop_and_variety_required';
    end if;
  elsif variety_id is null or not exists (
    select 1 from public.varieties v where v.id = variety_id and v.crop_id = create_unregistered_source.crop_id
  ) then
    raise exception using errcode = 'PT400', message = 'crop_and_variety_required';
  end if;

  insert into public.seed_lots (
    lot_type, status, generation, crop_id, variety_id, org_variety_id, quantity, quantity_unit,
    pack_size, pack_unit, packaging_type, grower_organization_id, grower_id, notes, created_by, updated_by
  ) values (
    'unregistered_source', 'draft', nullif(btrim(generation), ''), create_unregistered_source.crop_id, master,
    org_variety_id, quantity, 'packages', pack_size, pack_unit, coalesce(packaging_type, 'bag'),
    caller.organization_id, caller.profile_id, nullif(btrim(notes), ''), caller.profile_id, caller.profile_id
  ) returning id into lot;

  insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
  values (lot, caller.organization_id, 0, 'packages');

  update public.seed_lots set status = 'active' where id = lot;

  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, to_user_id, transaction_date, overall_notes, created_by
  ) values (
    'unregistered', 'active', null, caller.organization_id, caller.profile_id, now(),
    'Unregistered source procurement of seed lot ' || lot, caller.profile_id
  ) returning id into manifest;

  perform private.change_owned(
    private.add_manifest_item(manifest, lot, quantity, 'packages', 'Unregistered source procurement'),
    lot, caller.organization_id, quantity, 'packages');

  return query select lot, private.issue_claim_code(lot, caller.profile_id);
end;
$$;

create or replace function public.create_production_lot(
  sources jsonb,
  farms jsonb,
  generation text,
  planting_date date default null,
  expected_harvest_date date default null,
  notes text default null
)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  lot text;
  source record;
  hybrid boolean;
  crop uuid;
  variety uuid;
  own_variety uuid;
  total_area numeric;
  farm record;
  manifest uuid;
begin
  select * into caller from private.lot_manager();
  if jsonb_typeof(sources) <> 'array' or jsonb_array_length(sources) = 0 then
    raise exception using errcode = 'PT400', message = 'source_lots_required';
  end if;
  if jsonb_typeof(farms) <> 'array' or jsonb_array_length(farms) = 0 then
    raise exception using errcode = 'PT400', message = 'farm_contributions_required';
  end if;

  -- the sources, locked in id order (two wizards on the same lots never deadlock)
  create temporary table if not exists pg_temp.wizard_sources (
    lot_id text, quantity numeric, unit public.quantity_unit, purpose public.source_purpose,
    crop_id uuid, variety_id uuid, org_variety_id uuid, lot_type public.lot_type, status public.lot_status
  ) on commit drop;
  truncate pg_temp.wizard_sources;
  insert into pg_temp.wizard_sources
  select s.lot_id, s.quantity, s.unit, coalesce(s.purpose, 'source'), l.crop_id, l.variety_id, l.org_variety_id,
    l.lot_type, l.status
  from jsonb_to_recordset(sources) as s(lot_id text, quantity numeric, unit public.quantity_unit, purpose public.source_purpose)
  left join public.seed_lots l on l.id = s.lot_id
  order by s.lot_id;

  if exists (select 1 from pg_temp.wizard_sources where lot_id is null) then
    raise exception using errcode = 'PT400', message = 'source_lots_not_selected';
  end if;
  if exists (select 1 from pg_temp.wizard_sources where quantity is null or quantity <= 0 or unit is null) then
    raise exception using errcode = 'PT400', message = 'source_quantity_required';
  end if;
  if exists (select 1 from pg_temp.wizard_sources group by lot_id having count(*) > 1) then
    raise exception using errcode = 'PT400', message = 'source_lots_not_selected';
  end if;
  -- eligible: the organization's own, active raw production or unregistered sources
  if exists (
    select 1 from pg_temp.wizard_sources s
    where s.lot_type is null or s.lot_type not in ('raw_production', 'unregistered_source') or s.status <> 'active'
      or not exists (select 1 from public.lot_ownership o
                     where o.seed_lot_id = s.lot_id and o.owner_organization_id = caller.organization_id)
  ) then
    raise exception using errcode = 'PT404', message = 'source_lot_not_found';
  end if;

  hybrid := exists (select 1 from pg_temp.wizard_sources where purpose <> 'source');
  if hybrid then
    if not exists (select 1 from pg_temp.wizard_sources where purpose = 'male_parent') then
      raise exception using errcode = 'PT400', message = 'male_parent_required';
    end if;
    if not exists (select 1 from pg_temp.wizard_sources where purpose = 'female_parent') then
      raise exception using errcode = 'PT400', message = 'female_parent_required';
    end if;
    if exists (select 1 from pg_temp.wizard_sources where purpose = 'source')
       or (select count(*) from pg_temp.wizard_sources) <> 2 then
      raise exception using errcode = 'PT400', message = 'hybrid_needs_two_parents';
    end if;
    -- spec 2 §4: a hybrid takes its crop from the female parent, has no variety, and is F1.
    select s.crop_id into crop from pg_temp.wizard_sources s where s.purpose = 'female_parent';
    variety := null;
    own_variety := null;
    generation := 'F1';
  else
    if (select count(distinct s.crop_id) from pg_temp.wizard_sources s) > 1 then
      raise exception using errcode = 'PT400', message = 'sources_not_same_crop';
    end if;
    if (select count(distinct coalesce(s.variety_id::text, '') || '/' || coalesce(s.org_variety_id::text, ''))
        from pg_temp.wizard_sources s) > 1 then
      raise exception using errcode = 'PT400', message = 'sources_not_same_variety';
    end if;
    -- the crop and variety are the sources' (spec 2 §5: all of one crop and variety)
    select s.crop_id, s.variety_id, s.org_variety_id
      into crop, variety, own_variety
    from pg_temp.wizard_sources s limit 1;
  end if;
  if nullif(btrim(coalesce(generation, '')), '') is null then
    raise exception using errcode = 'PT400', message = 'generation_required';
  end if;

  insert into public.seed_lots (
    lot_type, status, generation, crop_id, variety_id, org_variety_id, quantity_unit, grower_organization_id,
    grower_id, notes, created_by, updated_by
  ) values (
    'raw_production', 'draft', btrim(generation), crop, variety, own_variety, 'Kg', caller.organization_id,
    caller.profile_id, nullif(btrim(notes), ''), caller.profile_id, caller.profile_id
  ) returning id into lot;
  insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
  values (lot, caller.organization_id, 0, 'Kg');

  -- what the sources gave, on the ledger: one 'production_draw' manifest, an item per source
  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, to_user_id, overall_notes, created_by
  ) values (
    'production_draw', 'COMPLETED', caller.organization_id, caller.organization_id, caller.profile_id,
    caller.profile_id, 'Sources drawn for production lot ' || lot, caller.profile_id
  ) returning id into manifest;
  for source in select * from pg_temp.wizard_sources order by lot_id loop
    perform private.draw_from_lot(source.lot_id, caller.organization_id, source.quantity, source.unit,
      private.add_manifest_item(manifest, source.lot_id, source.quantity, source.unit,
        'Drawn for production lot ' || lot));
    insert into public.source_lots (seed_lot_id, source_lot_id, quantity, quantity_unit, purpose, generation_change)
    values (lot, source.lot_id, source.quantity, source.unit, source.purpose, true);
  end loop;

  -- the farms: the organization's, each once, area used from 0.1 up to the farm's area
  -- shares from the areas in one unit (acres), whatever unit each farm states its area in
  select sum(f.area_used * private.acres_per(fm.area_unit::text)) into total_area
  from jsonb_to_recordset(farms) as f(farm_id uuid, area_used numeric)
  left join public.farms fm on fm.id = f.farm_id;
  for farm in
    select f.farm_id, f.area_used, f.area_used * private.acres_per(fm.area_unit::text) as acres, fm.total_area,
      fm.organization_id
    from jsonb_to_recordset(farms) as f(farm_id uuid, area_used numeric)
    left join public.farms fm on fm.id = f.farm_id
  loop
    if farm.organization_id is distinct from caller.organization_id then
      raise exception using errcode = 'PT404', message = 'farm_not_found';
    end if;
    if farm.area_used is null or farm.area_used < 0.1
       or (farm.total_area is not null and farm.area_used > farm.total_area) then
      raise exception using errcode = 'PT400', message = 'farm_area_invalid';
    end if;
    insert into public.farm_seed_lots (
      lot_id, farm_id, contribution_percentage, area_used, planting_date, expected_harvest_date
    ) values (
      lot, farm.farm_id, round(farm.acres * 100 / total_area, 3), farm.area_used,
      create_production_lot.planting_date, create_production_lot.expected_harvest_date
    );
  end loop;
  return lot;
exception
  when unique_violation then
    raise exception using errcode = 'PT400', message = 'farm_added_twice';
end;
$$;

create or replace function public.record_harvest(
  lot text,
  harvest_date date,
  actual_yield numeric,
  yield_unit public.quantity_unit default 'Kg',
  pack_size numeric default null,
  pack_unit public.quantity_unit default 'Kg',
  packaging_type public.container_type default 'bag',
  notes text default null
)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  found public.seed_lots;
  manifest uuid;
begin
  select * into caller from private.lot_manager();
  found := private.grown_lot_for_update(lot, caller.organization_id);
  if found.deleted_at is not null then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  -- a lot split off by a sale was harvested by its seller: its quantity is what it received
  if found.lot_type <> 'raw_production' or found.received_by_item_id is not null then
    raise exception using errcode = 'PT409', message = 'only_production_lots_harvested';
  end if;
  if found.status not in ('active', 'draft') then
    raise exception using errcode = 'PT409', message = 'harvest_status', detail = found.status::text;
  end if;
  if actual_yield is null or actual_yield <= 0 or yield_unit = 'packages' then
    raise exception using errcode = 'PT400', message = 'yield_invalid';
  end if;
  if harvest_date is null then
    raise exception using errcode = 'PT400', message = 'harvest_date_required';
  end if;

  insert into public.production_details (lot_id, actual_yield, yield_unit, harvest_date, notes, created_by)
  values (lot, actual_yield, yield_unit, harvest_date, nullif(btrim(notes), ''), caller.profile_id);

  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, to_user_id, overall_notes, created_by
  ) values (
    'production', 'COMPLETED', caller.organization_id, caller.organization_id, caller.profile_id, caller.profile_id,
    'Harvest of seed lot ' || lot || ': ' || actual_yield || ' ' || yield_unit::text, caller.profile_id
  ) returning id into manifest;
  -- the yield is added to the grower's ownership (made in Kg if the lot has none yet)
  if not exists (select 1 from public.lot_ownership o
                 where o.seed_lot_id = lot and o.owner_organization_id = caller.organization_id) then
    insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
    values (lot, caller.organization_id, 0, 'Kg');
  end if;
  perform private.change_owned(private.add_manifest_item(manifest, lot, actual_yield, yield_unit, 'Harvest'),
    lot, caller.organization_id, actual_yield, yield_unit);

  update public.seed_lots set
    status = case when status = 'draft' then 'active'::public.lot_status else status end,
    pack_size = coalesce(record_harvest.pack_size, seed_lots.pack_size),
    pack_unit = coalesce(record_harvest.pack_unit, seed_lots.pack_unit),
    packaging_type = coalesce(record_harvest.packaging_type, seed_lots.packaging_type),
    updated_by = caller.profile_id
  where id = lot;
  update public.farm_seed_lots set harvest_date = coalesce(farm_seed_lots.harvest_date, record_harvest.harvest_date)
  where lot_id = lot;
end;
$$;

create or replace function public.create_packaging_lot(
  parents jsonb,
  pack_size numeric,
  pack_unit public.quantity_unit,
  packages_count integer,
  packaging_date date,
  packaging_type public.container_type default 'bag',
  packaging_location text default null,
  batch_number text default null,
  notes text default null
)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  lot text;
  parent record;
  first_parent public.seed_lots;
  packed_kg numeric;
  parents_kg numeric := 0;
  manifest uuid;
  count_parents integer;
begin
  select * into caller from private.lot_manager();
  if jsonb_typeof(parents) <> 'array' or jsonb_array_length(parents) = 0 then
    raise exception using errcode = 'PT400', message = 'parent_lots_required';
  end if;
  if pack_size is null or pack_size < 0.1 or pack_unit is null or pack_unit = 'packages' then
    raise exception using errcode = 'PT400', message = 'pack_size_invalid';
  end if;
  if packages_count is null or packages_count < 1 then
    raise exception using errcode = 'PT400', message = 'packages_invalid';
  end if;
  if packaging_date is null then
    raise exception using errcode = 'PT400', message = 'packaging_date_required';
  end if;
  packed_kg := private.to_kilograms(packages_count * pack_size, pack_unit);
  count_parents := jsonb_array_length(parents);

  create temporary table if not exists pg_temp.packaging_parents (
    lot_id text, quantity numeric, unit public.quantity_unit
  ) on commit drop;
  truncate pg_temp.packaging_parents;
  insert into pg_temp.packaging_parents
  select p.lot_id, coalesce(p.quantity, case when count_parents = 1 then packages_count * pack_size end),
    coalesce(p.unit, case when count_parents = 1 then pack_unit end)
  from jsonb_to_recordset(parents) as p(lot_id text, quantity numeric, unit public.quantity_unit)
  order by p.lot_id;
  if exists (select 1 from pg_temp.packaging_parents where lot_id is null)
     or exists (select 1 from pg_temp.packaging_parents group by lot_id having count(*) > 1) then
    raise exception using errcode = 'PT400', message = 'parent_lot_invalid';
  end if;
  if exists (select 1 from pg_temp.packaging_parents where quantity is null or quantity <= 0) then
    raise exception using errcode = 'PT400', message = 'parent_quantity_invalid';
  end if;
  if exists (select 1 from pg_temp.packaging_parents where unit is null) then
    raise exception using errcode = 'PT400', message = 'parent_unit_required';
  end if;

  select l.* into first_parent from pg_temp.packaging_parents p join public.seed_lots l on l.id = p.lot_id
  order by p.quantity desc, p.lot_id limit 1;
  if first_parent.id is null then
    raise exception using errcode = 'PT404', message = 'source_lot_not_found';
  end if;

  insert into public.seed_lots (
    lot_type, status, generation, crop_id, variety_id, org_variety_id, quantity, quantity_unit, pack_size, pack_unit,
    packaging_type, grower_organization_id, grower_id, parent_lot_id, notes, created_by, updated_by
  ) values (
    'packaged_unit', 'draft', first_parent.generation, first_parent.crop_id, first_parent.variety_id,
    first_parent.org_variety_id, packages_count, 'packages', pack_size, pack_unit, packaging_type,
    caller.organization_id, caller.profile_id, first_parent.id, nullif(btrim(notes), ''), caller.profile_id,
    caller.profile_id
  ) returning id into lot;

  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, to_user_id, overall_notes, created_by
  ) values (
    'packaging', 'COMPLETED', caller.organization_id, caller.organization_id, caller.profile_id, caller.profile_id,
    'Packaging of seed lot ' || lot || ': ' || packages_count || ' × ' || pack_size || ' ' || pack_unit::text,
    caller.profile_id
  ) returning id into manifest;

  for parent in select * from pg_temp.packaging_parents order by lot_id loop
    if not exists (
      select 1 from public.seed_lots l where l.id = parent.lot_id and l.crop_id = first_parent.crop_id
    ) then
      raise exception using errcode = 'PT400', message = 'parent_lot_invalid';
    end if;
    perform private.draw_from_lot(parent.lot_id, caller.organization_id, parent.quantity, parent.unit,
      private.add_manifest_item(manifest, parent.lot_id, parent.quantity, parent.unit, 'Packed into ' || lot));
    parents_kg := parents_kg + coalesce(private.to_kilograms(parent.quantity, parent.unit,
      (select l.pack_size from public.seed_lots l where l.id = parent.lot_id),
      (select l.pack_unit from public.seed_lots l where l.id = parent.lot_id)), 0);
    insert into public.source_lots (seed_lot_id, source_lot_id, quantity, quantity_unit, purpose, generation_change)
    values (lot, parent.lot_id, parent.quantity, parent.unit, 'source', false);
  end loop;
  -- mass balance: what the parents give is what the packages hold
  if abs(parents_kg - packed_kg) > 0.001 then
    raise exception using errcode = 'PT400', message = 'packaging_quantity_mismatch';
  end if;

  insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
  values (lot, caller.organization_id, 0, 'packages');
  perform private.change_owned(private.add_manifest_item(manifest, lot, packages_count, 'packages', 'Packaging'),
    lot, caller.organization_id, packages_count, 'packages');
  insert into public.packaging_details (
    lot_id, packages_count, pack_size, pack_unit, packaging_type, packaging_date, packaging_location, batch_number, notes
  ) values (
    lot, packages_count, pack_size, pack_unit, packaging_type, packaging_date, nullif(btrim(packaging_location), ''),
    nullif(btrim(batch_number), ''), nullif(btrim(notes), '')
  );
  update public.seed_lots set status = 'active' where id = lot;
  return lot;
end;
$$;

-- the manifest activity labels a production draw as what it is ------------------------------------------

create or replace function private.manifest_activity()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  manifest public.transaction_manifests := case when tg_op = 'INSERT' then new else old end;
  organization uuid;
begin
  for organization in
    select distinct o from unnest(array[manifest.from_org_id, manifest.to_org_id]) o where o is not null
  loop
    perform private.record_activity(
      organization,
      case when tg_op = 'INSERT' then 'manifest_created' else 'manifest_deleted' end,
      manifest.id,
      case manifest.manifest_type::text
        when 'SALE' then 'Sale' when 'TRANSFER' then 'Transfer' when 'ADJUSTMENT' then 'Adjustment'
        when 'INITIAL' then 'Opening stock' when 'unregistered' then 'Unregistered source procurement'
        when 'packaging' then 'Packaging' when 'production' then 'Harvest' when 'claim' then 'Origin claim'
        when 'production_draw' then 'Production lot created'
        else manifest.manifest_type::text end,
      auth.uid(),
      'transactions',
      case when tg_op = 'INSERT' then 1 else -1 end::smallint
    );
  end loop;
  return null;
end;
$$;

-- sales, transfers, adjustments, opening balances ------------------------------------------------------------

-- hands an item's drawn quantity to `recipient`: the whole ownership (the same lot) when the sender
-- gave everything it owned, else a child lot split off for it. Returns the lot delivered.
create function private.deliver_item(item uuid, recipient uuid, recipient_profile uuid)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  it public.transaction_manifest_items;
  manifest public.transaction_manifests;
  sender_entry public.lot_ledger_entries;
  parent public.seed_lots;
  child text;
begin
  select * into it from public.transaction_manifest_items i where i.id = item;
  select * into manifest from public.transaction_manifests m where m.id = it.manifest_id;
  select * into parent from public.seed_lots l where l.id = it.seed_lot_id;
  -- what the sender gave (its draw), and whether that was all it owned then
  select * into sender_entry from public.lot_ledger_entries e
  where e.manifest_item_id = item and e.organization_id = manifest.from_org_id and e.quantity_change < 0
  order by e.id limit 1;
  if it.moves_whole then
    perform private.change_owned(item, parent.id, recipient, -sender_entry.quantity_change, sender_entry.unit);
    -- the sender owns none of it any more
    delete from public.lot_ownership o
    where o.seed_lot_id = parent.id and o.owner_organization_id = manifest.from_org_id and o.quantity_owned = 0;
    child := parent.id;
  else
    insert into public.seed_lots (
      lot_type, status, generation, crop_id, variety_id, org_variety_id, quantity, quantity_unit, pack_size,
      pack_unit, packaging_type, grower_organization_id, grower_id, parent_lot_id, received_by_item_id, notes,
      created_by, updated_by
    ) values (
      parent.lot_type, 'active', parent.generation, parent.crop_id, parent.variety_id, parent.org_variety_id,
      -sender_entry.quantity_change, sender_entry.unit, parent.pack_size, parent.pack_unit, parent.packaging_type,
      recipient, recipient_profile, parent.id, item,
      'Split from seed lot ' || parent.id || ' by transaction manifest ' || manifest.id,
      recipient_profile, recipient_profile
    ) returning id into child;
    insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
    values (child, recipient, 0, sender_entry.unit);
    perform private.change_owned(item, child, recipient, -sender_entry.quantity_change, sender_entry.unit);
  end if;
  update public.transaction_manifest_items set delivered_lot_id = child where id = item;
  return child;
end;
$$;
revoke execute on function private.deliver_item(uuid, uuid, uuid) from public, anon, authenticated;

-- items: [{"lot_id", "quantity", "unit", "price_per_unit", "currency", "notes"}]. Per item:
--   SALE / TRANSFER   drawn from the caller's ownership under a row lock; with a recipient
--                     organization delivered at once (COMPLETED) or when it accepts (PENDING);
--                     to an e-mail delivered when claimed (AWAITING_CLAIM); a SALE without a
--                     recipient leaves the portal (sold to someone not on it);
--   ADJUSTMENT        the quantity is the corrected amount owned (the reason is required);
--   INITIAL           the quantity is added as an opening balance.
-- Returns the manifest and, for an e-mail recipient, the claim token (only ever here).
create function public.create_transaction(
  manifest_type public.manifest_type,
  items jsonb,
  recipient_organization_id uuid default null,
  recipient_email text default null,
  overall_notes text default null
)
  returns table (manifest_id uuid, status public.manifest_status, claim_token text)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  kind public.manifest_type := create_transaction.manifest_type;
  recipient public.organizations;
  email text := nullif(lower(btrim(coalesce(recipient_email, ''))), '');
  state public.manifest_status := 'COMPLETED';
  manifest uuid;
  token text;
  entry record;
  item uuid;
  draw record;
  owned public.lot_ownership;
  lot_row record;
  target numeric;
begin
  select * into caller from private.lot_manager();
  if kind is null or kind not in ('SALE', 'TRANSFER', 'ADJUSTMENT', 'INITIAL') then
    raise exception using errcode = 'PT400', message = 'transaction_type_invalid';
  end if;
  if jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) = 0 then
    raise exception using errcode = 'PT400', message = 'transaction_lots_required';
  end if;

  create temporary table if not exists pg_temp.transaction_items (
    ord integer, lot_id text, quantity numeric, unit public.quantity_unit, price numeric,
    currency public.currency_code, notes text
  ) on commit drop;
  truncate pg_temp.transaction_items;
  insert into pg_temp.transaction_items
  select t.ord::integer, t.lot_id, t.quantity, t.unit, t.price_per_unit, t.currency, nullif(btrim(t.notes), '')
  from rows from (jsonb_to_recordset(items) as (lot_id text, quantity numeric, unit public.quantity_unit,
    price_per_unit numeric, currency public.currency_code, notes text)) with ordinality
    as t(lot_id, quantity, unit, price_per_unit, currency, notes, ord);

  -- spec 2 §5, in its order, for each lot in the order given
  for entry in select * from pg_temp.transaction_items order by ord loop
    if entry.lot_id is null then
      raise exception using errcode = 'PT400', message = 'transaction_lots_required';
    end if;
    if entry.quantity is null or entry.quantity <= 0 then
      raise exception using errcode = 'PT400', message = 'transaction_quantity_invalid', detail = entry.lot_id;
    end if;
    if entry.unit is null then
      raise exception using errcode = 'PT400', message = 'transaction_unit_required', detail = entry.lot_id;
    end if;
    if kind = 'SALE' and (entry.price is null or entry.price < 0) then
      raise exception using errcode = 'PT400', message = 'transaction_price_invalid', detail = entry.lot_id;
    end if;
    if kind = 'SALE' and entry.currency is null then
      raise exception using errcode = 'PT400', message = 'transaction_currency_required', detail = entry.lot_id;
    end if;
  end loop;
  if exists (select 1 from pg_temp.transaction_items group by lot_id having count(*) > 1) then
    raise exception using errcode = 'PT400', message = 'transaction_lot_twice';
  end if;
  if kind = 'ADJUSTMENT' and nullif(btrim(coalesce(overall_notes, '')), '') is null then
    raise exception using errcode = 'PT400', message = 'adjustment_reason_required';
  end if;

  -- the recipient: an organization on the portal, or an e-mail address (not both)
  if kind in ('SALE', 'TRANSFER') then
    if recipient_organization_id is not null and email is not null then
      raise exception using errcode = 'PT400', message = 'transaction_recipient_invalid';
    end if;
    if recipient_organization_id is not null then
      select * into recipient from public.organizations o
      where o.id = recipient_organization_id and o.status = 'active';
      if recipient.id is null then
        raise exception using errcode = 'PT404', message = 'transaction_recipient_not_found';
      end if;
      if recipient.id = caller.organization_id then
        raise exception using errcode = 'PT400', message = 'transaction_recipient_self';
      end if;
      if recipient.accept_transfers_manually then
        state := 'PENDING';
      end if;
    elsif email is not null then
      if email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
        raise exception using errcode = 'PT400', message = 'transaction_recipient_invalid';
      end if;
      state := 'AWAITING_CLAIM';
      token := private.new_claim_code();
    elsif kind = 'TRANSFER' then
      raise exception using errcode = 'PT400', message = 'transaction_recipient_required';
    end if;
  elsif recipient_organization_id is not null or email is not null then
    raise exception using errcode = 'PT400', message = 'transaction_recipient_invalid';
  end if;

  -- every ownership row this manifest may touch, locked in one order (concurrent manifests on the
  -- same lots wait for each other instead of deadlocking)
  perform 1 from public.lot_ownership o
  where o.seed_lot_id in (select t.lot_id from pg_temp.transaction_items t)
    and o.owner_organization_id in (caller.organization_id, recipient.id)
  order by o.seed_lot_id, o.owner_organization_id
  for update;

  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, to_email, claim_token_hash, overall_notes,
    created_by
  ) values (
    kind, state, caller.organization_id,
    case when kind in ('ADJUSTMENT', 'INITIAL') then caller.organization_id else recipient.id end,
    caller.profile_id, email, case when token is not null then private.claim_code_hash(token) end,
    nullif(btrim(overall_notes), ''), caller.profile_id
  ) returning id into manifest;

  for entry in select * from pg_temp.transaction_items order by lot_id loop
    -- the lot must be one the caller's organization owns (some of), and not in the trash
    select o.* into owned from public.lot_ownership o
    join public.seed_lots l on l.id = o.seed_lot_id and l.deleted_at is null
    where o.seed_lot_id = entry.lot_id and o.owner_organization_id = caller.organization_id;
    if owned.id is null then
      -- a lot the organization grows but owns none of (any more): nothing to give; an adjustment or
      -- an opening balance starts from 0 in the lot's unit
      select l.id, l.quantity_unit into lot_row from public.seed_lots l
      where l.id = entry.lot_id and l.grower_organization_id = caller.organization_id and l.deleted_at is null;
      if lot_row.id is null then
        raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
      end if;
      if kind in ('SALE', 'TRANSFER') then
        raise exception using errcode = 'PT409', message = 'insufficient_quantity',
          detail = '0 ' || coalesce(lot_row.quantity_unit, entry.unit)::text;
      end if;
      owned.quantity_owned := 0;
      owned.unit_of_measure := coalesce(lot_row.quantity_unit, entry.unit);
    end if;
    item := private.add_manifest_item(manifest, entry.lot_id, entry.quantity, entry.unit, entry.notes,
      case when kind = 'SALE' then entry.price end, case when kind = 'SALE' then entry.currency end);

    if kind in ('SALE', 'TRANSFER') then
      select * into draw from private.draw_from_lot(entry.lot_id, caller.organization_id, entry.quantity, entry.unit,
        item, 'insufficient_quantity');
      -- whether this item moves the whole ownership is decided now, under the lock
      if draw.drawn = draw.owned_before then
        update public.transaction_manifest_items set moves_whole = true where id = item;
      end if;
      if state = 'COMPLETED' and recipient.id is not null then
        perform private.deliver_item(item, recipient.id, null);
      end if;
    elsif kind = 'ADJUSTMENT' then
      target := private.convert_quantity(entry.quantity, entry.unit, owned.unit_of_measure,
        (select l.pack_size from public.seed_lots l where l.id = entry.lot_id),
        (select l.pack_unit from public.seed_lots l where l.id = entry.lot_id));
      if target is null then
        raise exception using errcode = 'PT400', message = 'unit_mismatch',
          detail = owned.unit_of_measure::text || '|' || entry.unit::text;
      end if;
      perform private.change_owned(item, entry.lot_id, caller.organization_id, target - owned.quantity_owned,
        owned.unit_of_measure);
    else
      perform private.change_owned(item, entry.lot_id, caller.organization_id, entry.quantity, entry.unit);
    end if;
  end loop;

  return query select manifest, state, token;
end;
$$;
comment on function public.create_transaction(public.manifest_type, jsonb, uuid, text, text) is
  'a sale, transfer, adjustment or opening balance in one transaction: manifest, items and every ownership move.';

-- a manifest waiting for its recipient: accepted (PENDING), claimed (AWAITING_CLAIM) or cancelled --------------

-- the manifest locked for settling, with its items' ownership rows locked in one order
create function private.manifest_for_settling(manifest uuid)
  returns public.transaction_manifests
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  found public.transaction_manifests;
begin
  select * into found from public.transaction_manifests m where m.id = manifest for update;
  if found.id is not null then
    perform 1 from public.lot_ownership o
    where o.seed_lot_id in (select i.seed_lot_id from public.transaction_manifest_items i where i.manifest_id = manifest)
    order by o.seed_lot_id, o.owner_organization_id
    for update;
  end if;
  return found;
end;
$$;
revoke execute on function private.manifest_for_settling(uuid) from public, anon, authenticated;

-- delivers every item of a waiting manifest to `recipient` and settles it as `state`
create function private.deliver_manifest(
  manifest public.transaction_manifests,
  recipient uuid,
  recipient_profile uuid,
  state public.manifest_status
)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  item uuid;
begin
  for item in
    select i.id from public.transaction_manifest_items i where i.manifest_id = manifest.id order by i.seed_lot_id
  loop
    perform private.deliver_item(item, recipient, recipient_profile);
  end loop;
  update public.transaction_manifests set status = state, to_org_id = recipient, to_user_id = recipient_profile,
    settled_at = now()
  where id = manifest.id;
end;
$$;
revoke execute on function private.deliver_manifest(public.transaction_manifests, uuid, uuid, public.manifest_status)
  from public, anon, authenticated;

-- the recipient organization accepts a PENDING sale or transfer: ownership moves now
create function public.accept_transaction(manifest uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  found public.transaction_manifests;
begin
  select * into caller from private.lot_manager();
  found := private.manifest_for_settling(manifest);
  if found.id is null or found.to_org_id is distinct from caller.organization_id then
    raise exception using errcode = 'PT404', message = 'transaction_not_found';
  end if;
  if found.status <> 'PENDING' then
    raise exception using errcode = 'PT409', message = 'transaction_not_waiting', detail = found.status::text;
  end if;
  perform private.deliver_manifest(found, caller.organization_id, caller.profile_id, 'COMPLETED');
end;
$$;

-- the sender cancels a manifest still waiting (PENDING or AWAITING_CLAIM), or the recipient declines
-- a PENDING one: every drawn quantity returns to the sender, on the ledger under the same items
create function public.cancel_transaction(manifest uuid)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  found public.transaction_manifests;
  entry public.lot_ledger_entries;
begin
  select * into caller from private.lot_manager();
  found := private.manifest_for_settling(manifest);
  if found.id is null or not (
    found.from_org_id = caller.organization_id
    or (found.to_org_id = caller.organization_id and found.status = 'PENDING')
  ) then
    raise exception using errcode = 'PT404', message = 'transaction_not_found';
  end if;
  if found.status not in ('PENDING', 'AWAITING_CLAIM') then
    raise exception using errcode = 'PT409', message = 'transaction_not_waiting', detail = found.status::text;
  end if;
  for entry in
    select e.* from public.lot_ledger_entries e
    join public.transaction_manifest_items i on i.id = e.manifest_item_id
    where i.manifest_id = found.id and e.organization_id = found.from_org_id and e.quantity_change < 0
    order by e.seed_lot_id
  loop
    perform private.change_owned(entry.manifest_item_id, entry.seed_lot_id, entry.organization_id,
      -entry.quantity_change, entry.unit);
  end loop;
  update public.transaction_manifests set status = 'CANCELLED', settled_at = now() where id = found.id;
end;
$$;

-- what the claim page shows to a signed-in holder of the link's token
create function public.get_transfer_claim(token text)
  returns table (
    manifest_id uuid,
    manifest_type public.manifest_type,
    status public.manifest_status,
    from_organization_name text,
    to_email text,
    transaction_date timestamptz,
    overall_notes text,
    items jsonb
  )
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select m.id, m.manifest_type, m.status, o.name, m.to_email, m.transaction_date, m.overall_notes,
    coalesce((
      select jsonb_agg(jsonb_build_object(
        'lotId', i.seed_lot_id, 'crop', c.name, 'variety', coalesce(ov.display_name, v.name),
        'quantity', i.quantity_transferred, 'unit', i.quantity_unit, 'pricePerUnit', i.price_per_unit,
        'currency', i.currency
      ) order by i.seed_lot_id)
      from public.transaction_manifest_items i
      join public.seed_lots l on l.id = i.seed_lot_id
      join public.crops c on c.id = l.crop_id
      left join public.varieties v on v.id = l.variety_id
      left join public.organization_variety_data ov on ov.id = l.org_variety_id
      where i.manifest_id = m.id
    ), '[]'::jsonb)
  from public.transaction_manifests m
  join public.organizations o on o.id = m.from_org_id
  where auth.uid() is not null and m.claim_token_hash = private.claim_code_hash(token)
$$;

-- the person the link was sent to claims the transfer for their organization: ownership moves now
create function public.claim_transfer(token text)
  returns uuid
  language plpgsql
  security definer
  set search_path = ''
as $$
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
$$;

-- the organization's choice: accept incoming sales and transfers manually (admins)
create function public.set_accept_transfers_manually(manual boolean)
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
    raise exception using errcode = 'PT403', message = 'transaction_settings_admin_only';
  end if;
  update public.organizations set accept_transfers_manually = coalesce(manual, false)
  where id = caller.organization_id;
end;
$$;

-- checks ---------------------------------------------------------------------------------------------------------

-- the ledger against lot_ownership: every (lot, organization) whose owned quantity is not the sum of
-- its ledger entries (one lot, or all the caller sees; service_role sees all)
create function public.ledger_reconciliation(lot text default null)
  returns table (
    seed_lot_id text,
    organization_id uuid,
    owned numeric,
    ledger numeric,
    unit public.quantity_unit,
    balanced boolean
  )
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with owned as (
    select o.seed_lot_id, o.owner_organization_id as organization_id, o.quantity_owned, o.unit_of_measure
    from public.lot_ownership o where lot is null or o.seed_lot_id = lot
  ),
  ledger as (
    select e.seed_lot_id, e.organization_id, sum(e.quantity_change) as total, min(e.unit::text) as unit,
      count(distinct e.unit) as units
    from public.lot_ledger_entries e where lot is null or e.seed_lot_id = lot
    group by e.seed_lot_id, e.organization_id
  )
  select coalesce(o.seed_lot_id, l.seed_lot_id), coalesce(o.organization_id, l.organization_id),
    coalesce(o.quantity_owned, 0), coalesce(l.total, 0), coalesce(o.unit_of_measure, l.unit::public.quantity_unit),
    coalesce(o.quantity_owned, 0) = coalesce(l.total, 0)
      and coalesce(l.units, 1) = 1 and (l.unit is null or o.unit_of_measure is null or l.unit = o.unit_of_measure::text)
  from owned o
  full join ledger l on l.seed_lot_id = o.seed_lot_id and l.organization_id = o.organization_id
  order by 1, 2
$$;
comment on function public.ledger_reconciliation(text) is
  'lot_ownership against the ledger for each (lot, organization): balanced when the owned quantity is the sum of its entries.';

drop function public.lot_mass_balance(text);

-- for every lot (or one): what came in (harvests, the procured packages, the packed packages, what a
-- split lot received, opening balances) and where it is now (owned, drawn by the lots made from it,
-- sold or transferred away, corrected by adjustments), in kilograms.
create function public.lot_mass_balance(lot text default null)
  returns table (
    seed_lot_id text,
    produced_or_received_kg numeric,
    owned_kg numeric,
    drawn_by_children_kg numeric,
    transferred_away_kg numeric,
    adjusted_kg numeric,
    balanced boolean
  )
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with lots as (
    select l.* from public.seed_lots l where lot is null or l.id = lot
  ),
  -- the ledger of sales and transfers, adjustments and opening balances, per lot, in kg
  moves as (
    select e.seed_lot_id, m.manifest_type::text as kind,
      sum(private.to_kilograms(e.quantity_change, e.unit, l.pack_size, l.pack_unit)) as kg
    from public.lot_ledger_entries e
    join lots l on l.id = e.seed_lot_id
    join public.transaction_manifest_items i on i.id = e.manifest_item_id
    join public.transaction_manifests m on m.id = i.manifest_id
    -- the item's own lot: a split child's receipt is what it received, not a move of its own
    where m.manifest_type in ('SALE', 'TRANSFER', 'ADJUSTMENT', 'INITIAL') and e.seed_lot_id = i.seed_lot_id
    group by e.seed_lot_id, m.manifest_type
  ),
  balance as (
    select l.id,
      round(coalesce(case
        when l.received_by_item_id is not null then private.to_kilograms(l.quantity, l.quantity_unit, l.pack_size, l.pack_unit)
        when l.lot_type = 'raw_production' then
          (select sum(private.to_kilograms(p.actual_yield, p.yield_unit)) from public.production_details p where p.lot_id = l.id)
        else private.to_kilograms(l.quantity, l.quantity_unit, l.pack_size, l.pack_unit)
      end, 0) + coalesce((select mv.kg from moves mv where mv.seed_lot_id = l.id and mv.kind = 'INITIAL'), 0), 3)
        as produced,
      round(coalesce((select sum(private.to_kilograms(o.quantity_owned, o.unit_of_measure, l.pack_size, l.pack_unit))
        from public.lot_ownership o where o.seed_lot_id = l.id), 0), 3) as owned,
      round(coalesce((select sum(private.to_kilograms(s.quantity, s.quantity_unit, l.pack_size, l.pack_unit))
        from public.source_lots s where s.source_lot_id = l.id), 0), 3) as drawn,
      round(-coalesce((select sum(mv.kg) from moves mv where mv.seed_lot_id = l.id and mv.kind in ('SALE', 'TRANSFER')), 0), 3)
        as away,
      round(coalesce((select mv.kg from moves mv where mv.seed_lot_id = l.id and mv.kind = 'ADJUSTMENT'), 0), 3) as adjusted
    from lots l
  )
  select b.id, b.produced, b.owned, b.drawn, b.away, b.adjusted,
    abs(b.produced + b.adjusted - (b.owned + b.drawn + b.away)) <= 0.001
  from balance b
  order by b.id
$$;
comment on function public.lot_mass_balance(text) is
  'mass balance of the lots the caller sees (one, or all): produced or received + adjusted = owned + drawn by children + transferred away, kg.';

-- the transactions list and a manifest --------------------------------------------------------------------------

-- manifests as the list and the detail show them to `organization` (one of their parties), in the
-- order of `ids`: parties by name, items with crop and variety (the lots themselves may be another
-- organization's) and whether the organization sees each lot. One set-based query for a whole page.
create function private.manifests_json(ids uuid[], organization uuid)
  returns setof jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  -- plpgsql, so the statement is planned once per connection, not at every call
  return query
  select jsonb_build_object(
    'id', m.id,
    'type', m.manifest_type,
    'status', m.status,
    'date', m.transaction_date,
    'from', case when fo.id is not null then jsonb_build_object('id', fo.id, 'name', fo.name) end,
    'to', case when tor.id is not null then jsonb_build_object('id', tor.id, 'name', tor.name) end,
    'toEmail', case when m.from_org_id = organization then m.to_email end,
    'notes', m.overall_notes,
    'direction', case
      when m.from_org_id = organization and m.to_org_id = organization then 'internal'
      when m.from_org_id = organization then 'sent'
      else 'received' end,
    'settledAt', m.settled_at,
    'items', coalesce(items.list, '[]'::jsonb)
  )
  from unnest(ids) with ordinality as page(id, ord)
  join public.transaction_manifests m on m.id = page.id
  left join public.organizations fo on fo.id = m.from_org_id
  left join public.organizations tor on tor.id = m.to_org_id
  left join lateral (
    select jsonb_agg(jsonb_build_object(
      'lotId', i.seed_lot_id,
      'crop', c.name,
      'variety', coalesce(ov.display_name, v.name),
      'quantity', i.quantity_transferred,
      'unit', i.quantity_unit,
      'pricePerUnit', i.price_per_unit,
      'currency', i.currency,
      'notes', i.item_notes,
      'deliveredLotId', i.delivered_lot_id,
      -- grown or owned (some of) by the organization: private.can_see_seed_lot for `organization`
      'lotVisible', l.grower_organization_id = organization or exists (
        select 1 from public.lot_ownership o where o.seed_lot_id = i.seed_lot_id and o.owner_organization_id = organization),
      'deliveredLotVisible', dl.id is not null and (dl.grower_organization_id = organization or exists (
        select 1 from public.lot_ownership o where o.seed_lot_id = dl.id and o.owner_organization_id = organization))
    ) order by i.created_at, i.seed_lot_id) as list
    from public.transaction_manifest_items i
    join public.seed_lots l on l.id = i.seed_lot_id
    join public.crops c on c.id = l.crop_id
    left join public.varieties v on v.id = l.variety_id
    left join public.organization_variety_data ov on ov.id = l.org_variety_id
    left join public.seed_lots dl on dl.id = i.delivered_lot_id
    where i.manifest_id = m.id
  ) items on true
  order by page.ord;
end;
$$;
revoke execute on function private.manifests_json(uuid[], uuid) from public, anon, authenticated;

-- one page of the caller's organization's manifests (sender or receiver), newest first, after the
-- keyset (before_date, before_id); filters: type, status, date range, lot. Each side is read through
-- its own index ((from|to, date, id) and their type and status variants) and the two are merged; the
-- lot filter is a semi-join on the items.
create function public.transaction_page(
  page_size integer default 25,
  type_filter public.manifest_type default null,
  status_filter public.manifest_status default null,
  date_from timestamptz default null,
  date_to timestamptz default null,
  lot_filter text default null,
  before_date timestamptz default null,
  before_id uuid default null
)
  returns setof jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  organization uuid := private.current_organization_id();
  -- only the filters given, as fixed text (their values are parameters): each is then an index
  -- condition or a semi-join the planner sees as it is, never an "x is null or …" it cannot use
  filters text := concat_ws(' ',
    case when lot_filter is not null then 'and exists (select 1 from public.transaction_manifest_items i
      where i.manifest_id = m.id and (i.seed_lot_id = $2 or i.delivered_lot_id = $2))' end,
    case when type_filter is not null then 'and m.manifest_type = $3' end,
    case when status_filter is not null then 'and m.status = $4' end,
    case when date_from is not null then 'and m.transaction_date >= $5' end,
    case when date_to is not null then 'and m.transaction_date < $6' end,
    case when before_date is not null then 'and (m.transaction_date, m.id) < ($7, $8)' end);
  ids uuid[];
begin
  if organization is null then
    return;
  end if;
  execute format($page$
    select array_agg(p.id order by p.transaction_date desc, p.id desc) from (
      select * from (
        (select m.id, m.transaction_date from public.transaction_manifests m
         where m.from_org_id = $1 %1$s
         order by m.transaction_date desc, m.id desc limit $9)
        union all
        (select m.id, m.transaction_date from public.transaction_manifests m
         where m.to_org_id = $1 and m.from_org_id is distinct from $1 %1$s
         order by m.transaction_date desc, m.id desc limit $9)
      ) both_sides
      order by transaction_date desc, id desc
      limit $9
    ) p $page$, filters)
  into ids
  using organization, lot_filter, type_filter, status_filter, date_from, date_to, before_date, before_id, page_size;
  if ids is not null then
    return query select * from private.manifests_json(ids, organization);
  end if;
end;
$$;
comment on function public.transaction_page(integer, public.manifest_type, public.manifest_status, timestamptz, timestamptz, text, timestamptz, uuid) is
  'a page of the transactions list: the caller''s organization''s manifests as sender or receiver, newest first, keyset-paged.';

-- one manifest of the caller's organization (null when it is not a party)
create function public.transaction_detail(manifest uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select private.manifests_json(array[m.id], o.id)
  from public.transaction_manifests m
  cross join (select private.current_organization_id() as id) o
  where m.id = manifest and o.id is not null and (m.from_org_id = o.id or m.to_org_id = o.id)
$$;

-- organizations on the portal a sale or transfer can go to, by name (their names are public on the
-- portal: organization_names); the caller's own is not one of them
create function public.search_recipient_organizations(query text default null)
  returns table (id uuid, name text, type public.organization_type)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select o.id, o.name, o.type
  from public.organizations o
  where auth.uid() is not null and o.status = 'active'
    and o.id is distinct from private.current_organization_id()
    and (nullif(btrim(coalesce(query, '')), '') is null
         or lower(o.name) like '%' || replace(replace(replace(lower(btrim(query)), '\', '\\'), '%', '\%'), '_', '\_') || '%')
  order by lower(o.name), o.id
  limit 20
$$;

-- opening balances for what was owned before the ledger existed ---------------------------------------------------

do $$
declare
  row record;
  manifest uuid;
  item uuid;
begin
  for row in
    select o.* from public.lot_ownership o
    where o.quantity_owned <> 0
      and not exists (select 1 from public.lot_ledger_entries e
                      where e.seed_lot_id = o.seed_lot_id and e.organization_id = o.owner_organization_id)
  loop
    insert into public.transaction_manifests (manifest_type, status, from_org_id, to_org_id, overall_notes)
    values ('INITIAL', 'COMPLETED', row.owner_organization_id, row.owner_organization_id,
      'Opening balance of seed lot ' || row.seed_lot_id || ' when the ledger started')
    returning id into manifest;
    insert into public.transaction_manifest_items (manifest_id, seed_lot_id, quantity_transferred, quantity_unit, item_notes)
    values (manifest, row.seed_lot_id, row.quantity_owned, row.unit_of_measure, 'Opening balance')
    returning id into item;
    insert into public.lot_ledger_entries (manifest_item_id, seed_lot_id, organization_id, quantity_change, unit)
    values (item, row.seed_lot_id, row.owner_organization_id, row.quantity_owned, row.unit_of_measure);
  end loop;
end
$$;

-- grants ------------------------------------------------------------------------------------------------------------

revoke execute on function
  public.create_transaction(public.manifest_type, jsonb, uuid, text, text),
  public.accept_transaction(uuid), public.cancel_transaction(uuid),
  public.get_transfer_claim(text), public.claim_transfer(text),
  public.set_accept_transfers_manually(boolean),
  public.ledger_reconciliation(text), public.lot_mass_balance(text),
  public.transaction_page(integer, public.manifest_type, public.manifest_status, timestamptz, timestamptz, text, timestamptz, uuid),
  public.transaction_detail(uuid), public.search_recipient_organizations(text)
  from public, anon;
grant execute on function
  public.create_transaction(public.manifest_type, jsonb, uuid, text, text),
  public.accept_transaction(uuid), public.cancel_transaction(uuid),
  public.get_transfer_claim(text), public.claim_transfer(text),
  public.set_accept_transfers_manually(boolean),
  public.ledger_reconciliation(text), public.lot_mass_balance(text),
  public.transaction_page(integer, public.manifest_type, public.manifest_status, timestamptz, timestamptz, text, timestamptz, uuid),
  public.transaction_detail(uuid), public.search_recipient_organizations(text)
  to authenticated, service_role;
