-- seed lots and the tables every lot flow uses (spec 2 §3, §4; spec 3 §3; issue 11):
--   seed_lots, lot_ownership, source_lots, farm_seed_lots, production_details,
--   packaging_details, transaction_manifests, transaction_manifest_items, lot_claim_codes.
--
--   * lot ids (SL-yyyymmdd-hhmmss, a tenth of a second, 4 digits) are made here, never in the
--     browser: private.new_seed_lot_id(). The 4 digits come from a sequence, scrambled, so
--     lots made in the same tenth of a second never collide (up to 10,000 of them);
--   * quantities are numeric with a unit, never floats; every owned quantity is >= 0;
--   * a member sees a lot when their organization grows it (seed_lots.grower_organization_id)
--     or owns some of it (lot_ownership): private.can_see_seed_lot(). Every table here reads
--     through that rule; the api roles write nothing directly: every write is a function of
--     20261123060100_seed_lots_functions.sql (one transaction each, role and grower checks
--     inside), so a multi-step write can never be left half done by a client;
--   * the lineage (parent links and source links) can never form a cycle: a trigger refuses a
--     link that would make a lot its own ancestor.
-- the enums' values are libs/domain's seed-lots-rules.ts.

-- enums ----------------------------------------------------------------------------------------

create type public.lot_type as enum ('raw_production', 'packaged_unit', 'unregistered_source');
comment on type public.lot_type is 'kind of seed lot (spec 2 §3).';

create type public.lot_status as enum (
  'draft', 'active', 'verified', 'testing', 'harvested', 'growing', 'planted', 'rejected', 'pending',
  'inactive', 'processed', 'packaged'
);
comment on type public.lot_status is 'status of a seed lot (spec 2 §4 and spec 3 §4 together).';

create type public.quantity_unit as enum ('Kg', 'g', 'lbs', 'oz', 'Tons', 'packages');
comment on type public.quantity_unit is
  'unit of a quantity: the pack units of spec 2 §3, and packages (an unregistered source counts packages).';

create type public.container_type as enum ('bag', 'box', 'container', 'sack', 'packet');
comment on type public.container_type is 'container of a package (spec 2 §3).';

create type public.currency_code as enum ('USD', 'EUR', 'GBP', 'INR');
comment on type public.currency_code is 'currency of a sale price (spec 2 §3).';

create type public.manifest_type as enum (
  'SALE', 'TRANSFER', 'ADJUSTMENT', 'INITIAL', 'unregistered', 'packaging', 'production', 'claim'
);
comment on type public.manifest_type is
  'kind of transaction manifest (spec 2 §3, spec 3 harvest); claim: a supplier redeemed a lot''s claim code.';

create type public.manifest_status as enum (
  'COMPLETED', 'PENDING', 'CLAIMED_BY_RECIPIENT', 'AWAITING_CLAIM', 'CANCELLED', 'active'
);
comment on type public.manifest_status is 'status of a transaction manifest (spec 2 §4).';

create type public.source_purpose as enum ('source', 'male_parent', 'female_parent');
comment on type public.source_purpose is 'role of a source lot in a production lot: plain source or a hybrid''s parent.';

-- lot ids ----------------------------------------------------------------------------------------

create sequence private.seed_lot_id_seq;

create function private.new_seed_lot_id()
  returns text
  language sql
  volatile
  security definer
  set search_path = ''
as $$
  -- 7919 is prime to 10,000, so n -> n * 7919 mod 10,000 visits every 4-digit value once per
  -- 10,000 calls: ids of the same tenth of a second differ, and do not look sequential.
  select 'SL-' || pg_catalog.to_char(now() at time zone 'UTC', 'YYYYMMDD-HH24MISS')
    || pg_catalog.floor(extract(milliseconds from now()) / 100)::int % 10
    || '-' || pg_catalog.lpad(((pg_catalog.nextval('private.seed_lot_id_seq') * 7919) % 10000)::text, 4, '0')
$$;
comment on function private.new_seed_lot_id() is
  'a new seed lot id: SL-yyyymmdd-hhmmss, the tenth of a second, then 4 digits unique among 10,000 consecutive lots (spec 2 §3).';
revoke execute on function private.new_seed_lot_id() from public, anon;
grant execute on function private.new_seed_lot_id() to authenticated, service_role;

-- seed_lots --------------------------------------------------------------------------------------

create table public.seed_lots (
  id text primary key default private.new_seed_lot_id()
    constraint seed_lots_id_format check (id ~ '^SL-[0-9]{8}-[0-9]{7}-[0-9]{4}$'),
  lot_type public.lot_type not null,
  status public.lot_status not null default 'draft',
  generation text check (generation is null or length(generation) between 1 and 40),
  crop_id uuid not null references public.crops (id),
  variety_id uuid references public.varieties (id),
  org_variety_id uuid references public.organization_variety_data (id),
  quantity numeric(14, 3) check (quantity is null or quantity >= 0),
  quantity_unit public.quantity_unit,
  pack_size numeric(12, 3) check (pack_size is null or pack_size > 0),
  pack_unit public.quantity_unit,
  packaging_type public.container_type,
  grower_organization_id uuid not null references public.organizations (id),
  grower_id uuid references public.profiles (id) on delete set null,
  origin_organization_id uuid references public.organizations (id) on delete set null,
  parent_lot_id text references public.seed_lots (id),
  notes text check (notes is null or length(notes) <= 4000),
  created_by uuid references public.profiles (id) on delete set null,
  updated_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  constraint seed_lots_not_own_parent check (parent_lot_id is null or parent_lot_id <> id),
  constraint seed_lots_pack_unit_is_mass check (pack_unit is null or pack_unit <> 'packages')
);
comment on table public.seed_lots is 'seed lots: unregistered sources, production lots and packaged units (spec 2 §3).';
comment on column public.seed_lots.grower_organization_id is
  'the organization that created (grows) the lot: its admins and managers alone may delete or restore it.';
comment on column public.seed_lots.grower_id is 'the profile that created the lot (spec 2 §3 grower_id).';
comment on column public.seed_lots.origin_organization_id is
  'the supplier organization that redeemed the lot''s claim code: the lot''s recorded origin.';
comment on column public.seed_lots.deleted_at is 'null while the lot is active; set by a soft delete (trash).';

-- the lists: by grower, newest first; type, status, crop filters; search by id, crop, variety.
create index seed_lots_grower_created_idx on public.seed_lots (grower_organization_id, created_at desc, id desc);
create index seed_lots_grower_type_idx on public.seed_lots (grower_organization_id, lot_type, created_at desc);
create index seed_lots_crop_idx on public.seed_lots (crop_id);
create index seed_lots_variety_idx on public.seed_lots (variety_id);
create index seed_lots_org_variety_idx on public.seed_lots (org_variety_id);
create index seed_lots_parent_idx on public.seed_lots (parent_lot_id);
create index seed_lots_status_idx on public.seed_lots (status);
create index seed_lots_id_trgm_idx on public.seed_lots using gin (lower(id) extensions.gin_trgm_ops);
create index seed_lots_grower_id_idx on public.seed_lots (grower_id);
create index seed_lots_origin_idx on public.seed_lots (origin_organization_id);

create trigger seed_lots_set_updated_at
  before update on public.seed_lots
  for each row execute function private.set_updated_at();

-- lot_ownership ----------------------------------------------------------------------------------

create table public.lot_ownership (
  id uuid primary key default gen_random_uuid(),
  seed_lot_id text not null references public.seed_lots (id) on delete cascade,
  owner_organization_id uuid not null references public.organizations (id),
  quantity_owned numeric(14, 3) not null default 0
    constraint lot_ownership_quantity_not_negative check (quantity_owned >= 0),
  unit_of_measure public.quantity_unit not null default 'Kg',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lot_ownership_once unique (seed_lot_id, owner_organization_id)
);
comment on table public.lot_ownership is
  'who owns how much of a lot (spec 2 §3): quantity in unit_of_measure, never below 0.';

create index lot_ownership_owner_idx on public.lot_ownership (owner_organization_id, seed_lot_id);

create trigger lot_ownership_set_updated_at
  before update on public.lot_ownership
  for each row execute function private.set_updated_at();

-- source_lots --------------------------------------------------------------------------------------

create table public.source_lots (
  id uuid primary key default gen_random_uuid(),
  seed_lot_id text not null references public.seed_lots (id) on delete cascade,
  source_lot_id text not null references public.seed_lots (id),
  quantity numeric(14, 3) check (quantity is null or quantity > 0),
  quantity_unit public.quantity_unit,
  purpose public.source_purpose not null default 'source',
  generation_change boolean not null default false,
  created_at timestamptz not null default now(),
  constraint source_lots_once unique (seed_lot_id, source_lot_id),
  constraint source_lots_not_self check (seed_lot_id <> source_lot_id)
);
comment on table public.source_lots is
  'lots a lot was made from (spec 2 §3): plain sources, or the male and female parents of a hybrid cross.';

create index source_lots_source_idx on public.source_lots (source_lot_id);

-- farm_seed_lots -----------------------------------------------------------------------------------

create table public.farm_seed_lots (
  id uuid primary key default gen_random_uuid(),
  lot_id text not null references public.seed_lots (id) on delete cascade,
  farm_id uuid not null references public.farms (id),
  contribution_percentage numeric(6, 3) not null default 100
    check (contribution_percentage > 0 and contribution_percentage <= 100),
  area_used numeric(12, 3) check (area_used is null or area_used > 0),
  planting_date date,
  expected_harvest_date date,
  harvest_date date,
  quality_metrics jsonb check (quality_metrics is null or jsonb_typeof(quality_metrics) = 'object'),
  notes text check (notes is null or length(notes) <= 4000),
  created_at timestamptz not null default now(),
  constraint farm_seed_lots_once unique (lot_id, farm_id)
);
comment on table public.farm_seed_lots is 'the farms a production lot grows on, with their share (spec 2 §3, spec 3 §3).';

create index farm_seed_lots_farm_idx on public.farm_seed_lots (farm_id);

-- production_details and packaging_details ---------------------------------------------------------

create table public.production_details (
  id uuid primary key default gen_random_uuid(),
  lot_id text not null references public.seed_lots (id) on delete cascade,
  actual_yield numeric(14, 3) not null check (actual_yield > 0),
  yield_unit public.quantity_unit not null default 'Kg',
  harvest_date date not null,
  notes text check (notes is null or length(notes) <= 4000),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.production_details is 'harvest records of a production lot (spec 3 §3).';

create index production_details_lot_idx on public.production_details (lot_id, harvest_date desc);

create table public.packaging_details (
  id uuid primary key default gen_random_uuid(),
  lot_id text not null unique references public.seed_lots (id) on delete cascade,
  packages_count integer not null check (packages_count >= 1),
  pack_size numeric(12, 3) not null check (pack_size > 0),
  pack_unit public.quantity_unit not null check (pack_unit <> 'packages'),
  packaging_type public.container_type not null default 'bag',
  packaging_date date not null,
  packaging_location text check (packaging_location is null or length(packaging_location) <= 200),
  batch_number text check (batch_number is null or length(batch_number) <= 100),
  notes text check (notes is null or length(notes) <= 4000),
  created_at timestamptz not null default now()
);
comment on table public.packaging_details is 'how a packaged lot was packed (spec 2 §3 packaging form).';

-- transaction manifests ----------------------------------------------------------------------------

create table public.transaction_manifests (
  id uuid primary key default gen_random_uuid(),
  manifest_type public.manifest_type not null,
  status public.manifest_status not null,
  from_org_id uuid references public.organizations (id),
  to_org_id uuid references public.organizations (id),
  from_user_id uuid references public.profiles (id) on delete set null,
  to_user_id uuid references public.profiles (id) on delete set null,
  transaction_date timestamptz not null default now(),
  overall_notes text check (overall_notes is null or length(overall_notes) <= 4000),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint transaction_manifests_has_party check (from_org_id is not null or to_org_id is not null)
);
comment on table public.transaction_manifests is 'records of lots moving or being made (spec 2 §3).';

create index transaction_manifests_from_idx on public.transaction_manifests (from_org_id, transaction_date desc);
create index transaction_manifests_to_idx on public.transaction_manifests (to_org_id, transaction_date desc);

create table public.transaction_manifest_items (
  id uuid primary key default gen_random_uuid(),
  manifest_id uuid not null references public.transaction_manifests (id) on delete cascade,
  seed_lot_id text not null references public.seed_lots (id) on delete cascade,
  quantity_transferred numeric(14, 3) not null check (quantity_transferred > 0),
  quantity_unit public.quantity_unit not null,
  price_per_unit numeric(14, 2) check (price_per_unit is null or price_per_unit >= 0),
  currency public.currency_code,
  item_notes text check (item_notes is null or length(item_notes) <= 1000),
  created_at timestamptz not null default now()
);
comment on table public.transaction_manifest_items is 'the lots and quantities of a manifest (spec 2 §3).';

create index transaction_manifest_items_manifest_idx on public.transaction_manifest_items (manifest_id);
create index transaction_manifest_items_lot_idx on public.transaction_manifest_items (seed_lot_id);

-- claim codes --------------------------------------------------------------------------------------

create table public.lot_claim_codes (
  id uuid primary key default gen_random_uuid(),
  seed_lot_id text not null references public.seed_lots (id) on delete cascade,
  code_hash bytea not null unique,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  redeemed_at timestamptz,
  redeemed_by uuid references public.profiles (id) on delete set null,
  redeemed_by_organization_id uuid references public.organizations (id) on delete set null,
  linked_source_lot_id text references public.seed_lots (id) on delete set null,
  manifest_id uuid references public.transaction_manifests (id) on delete set null,
  constraint lot_claim_codes_redeemed_whole check (
    (redeemed_at is null) = (redeemed_by_organization_id is null)
  )
);
comment on table public.lot_claim_codes is
  'claim codes of unregistered sources (spec 2): only the sha-256 of the code is kept; the supplier redeems it once.';

create index lot_claim_codes_lot_idx on public.lot_claim_codes (seed_lot_id);

-- the lineage never forms a cycle --------------------------------------------------------------------

create function private.is_lot_ancestor(candidate text, lot text)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  -- whether `candidate` is `lot` or one of its ancestors over parent and source links.
  with recursive up(id) as (
    select lot
    union
    select e.ancestor from up cross join lateral (
      select l.parent_lot_id as ancestor from public.seed_lots l where l.id = up.id and l.parent_lot_id is not null
      union all
      select s.source_lot_id from public.source_lots s where s.seed_lot_id = up.id
    ) e
  )
  select exists (select 1 from up where id = candidate)
$$;
comment on function private.is_lot_ancestor(text, text) is
  'whether a lot is another lot or one of its ancestors (parent and source links, any depth).';
revoke execute on function private.is_lot_ancestor(text, text) from public, anon;
grant execute on function private.is_lot_ancestor(text, text) to authenticated, service_role;

create function private.refuse_lineage_cycle()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  child text;
  ancestor text;
begin
  if tg_table_name = 'seed_lots' then
    child := new.id;
    ancestor := new.parent_lot_id;
  else
    child := new.seed_lot_id;
    ancestor := new.source_lot_id;
  end if;
  -- the new link makes `ancestor` an ancestor of `child`: refused when `child` already is one of `ancestor`.
  if ancestor is not null and private.is_lot_ancestor(child, ancestor) then
    raise exception 'a seed lot cannot descend from itself'
      using errcode = 'check_violation', constraint = 'seed_lots_lineage_acyclic';
  end if;
  return new;
end;
$$;

create trigger seed_lots_lineage_acyclic
  before insert or update of parent_lot_id on public.seed_lots
  for each row when (new.parent_lot_id is not null)
  execute function private.refuse_lineage_cycle();

create trigger source_lots_lineage_acyclic
  before insert or update of seed_lot_id, source_lot_id on public.source_lots
  for each row execute function private.refuse_lineage_cycle();

-- who sees a lot --------------------------------------------------------------------------------------

-- plpgsql: its statements are planned once per session, not on every call (it runs per row of
-- every seed-lot policy), and the caller's organization is looked up once per call.
create function private.can_see_seed_lot(lot text)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  organization uuid := private.current_organization_id();
begin
  if organization is null then
    return false;
  end if;
  return exists (select 1 from public.seed_lots l where l.id = lot and l.grower_organization_id = organization)
    or exists (
      select 1 from public.lot_ownership o where o.seed_lot_id = lot and o.owner_organization_id = organization
    );
end;
$$;
comment on function private.can_see_seed_lot(text) is
  'whether the caller''s organization grows the lot or owns some of it: the read rule of every seed-lot table.';
revoke execute on function private.can_see_seed_lot(text) from public, anon;
grant execute on function private.can_see_seed_lot(text) to authenticated, service_role;

-- row-level security ----------------------------------------------------------------------------------

alter table public.seed_lots enable row level security;
alter table public.lot_ownership enable row level security;
alter table public.source_lots enable row level security;
alter table public.farm_seed_lots enable row level security;
alter table public.production_details enable row level security;
alter table public.packaging_details enable row level security;
alter table public.transaction_manifests enable row level security;
alter table public.transaction_manifest_items enable row level security;
alter table public.lot_claim_codes enable row level security;

create policy "members read the lots their organization grows or owns"
  on public.seed_lots for select to authenticated
  using (
    grower_organization_id = (select private.current_organization_id())
    or exists (
      select 1 from public.lot_ownership o
      where o.seed_lot_id = seed_lots.id and o.owner_organization_id = (select private.current_organization_id())
    )
  );

create policy "members read the ownership of lots they see"
  on public.lot_ownership for select to authenticated
  using (private.can_see_seed_lot(seed_lot_id));

create policy "members read the source links of lots they see"
  on public.source_lots for select to authenticated
  using (private.can_see_seed_lot(seed_lot_id) or private.can_see_seed_lot(source_lot_id));

create policy "members read the farms of lots they see"
  on public.farm_seed_lots for select to authenticated
  using (private.can_see_seed_lot(lot_id));

create policy "members read the harvests of lots they see"
  on public.production_details for select to authenticated
  using (private.can_see_seed_lot(lot_id));

create policy "members read the packaging of lots they see"
  on public.packaging_details for select to authenticated
  using (private.can_see_seed_lot(lot_id));

create policy "members read the manifests their organization sent or received"
  on public.transaction_manifests for select to authenticated
  using (
    from_org_id = (select private.current_organization_id())
    or to_org_id = (select private.current_organization_id())
  );

create policy "members read the items of manifests they see"
  on public.transaction_manifest_items for select to authenticated
  using (
    exists (
      select 1 from public.transaction_manifests m
      where m.id = manifest_id
        and (m.from_org_id = (select private.current_organization_id()) or m.to_org_id = (select private.current_organization_id()))
    )
  );

create policy "members of the grower read a lot's claim codes"
  on public.lot_claim_codes for select to authenticated
  using (
    exists (
      select 1 from public.seed_lots l
      where l.id = seed_lot_id and l.grower_organization_id = (select private.current_organization_id())
    )
  );

-- reads only: every write is a function of 20261123060100_seed_lots_functions.sql.
revoke all on public.seed_lots, public.lot_ownership, public.source_lots, public.farm_seed_lots,
  public.production_details, public.packaging_details, public.transaction_manifests,
  public.transaction_manifest_items, public.lot_claim_codes from anon, authenticated;
grant select on public.seed_lots, public.lot_ownership, public.source_lots, public.farm_seed_lots,
  public.production_details, public.packaging_details, public.transaction_manifests,
  public.transaction_manifest_items to authenticated;
grant select (
  id, seed_lot_id, created_at, revoked_at, redeemed_at, redeemed_by_organization_id, linked_source_lot_id, manifest_id
) on public.lot_claim_codes to authenticated;

-- the names of organizations, for the lots' owners, senders and receivers (an organization's
-- other columns stay its members' own). A view runs as its owner, past organizations' policies.
create view public.organization_names with (security_barrier = true) as
  select o.id, o.name from public.organizations o;
comment on view public.organization_names is
  'every organization''s id and name: who owns part of a lot, sent or received a manifest, or claimed a lot''s origin.';
revoke all on public.organization_names from anon, authenticated;
grant select on public.organization_names to authenticated;
