-- crops, varieties and organization_variety_data
--
-- the variety catalogue of spec 2 (§2 "Varieties page", §3, §4 "Variety removal"):
--   * crops and varieties are master data that ships with the product (the crops below; the
--     notified varieties of supabase/data/notified-varieties-mp-mh.yaml in the generated
--     migration 20261123050100_varieties_master_data.sql). Every signed-in user reads them;
--     nobody writes them through the api roles (the catalogue needs sign-in: anon reads nothing);
--   * organization_variety_data is an organization's own list: imported masters and custom
--     varieties. Members read their organization's rows; rows with visibility 'shared' (and
--     still active) are readable by every signed-in user; admins and managers of the owning
--     organization (spec 2 §6: the variety routes' roles) create and edit them; nobody deletes
--     them (removal sets is_active false, spec 2 §4);
--   * one organization holds one active copy of a master at most (partial unique index
--     organization_variety_data_master_once): importing it twice is refused; a removed copy
--     does not block a new import.
-- the enums' values are libs/domain's SEASONS, INDIAN_STATES, VARIETY_VISIBILITIES and
-- VARIETY_SOURCE_TIERS (varieties-rules.ts).

create extension if not exists pg_trgm with schema extensions;

-- enums ----------------------------------------------------------------------------------------

create type public.season as enum ('rabi', 'kharif', 'summer', 'perennial');
comment on type public.season is 'growing season of a variety (spec 2 §3).';

create type public.indian_state as enum (
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat',
  'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh',
  'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan',
  'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal'
);
comment on type public.indian_state is 'the 28 states of India, no union territories: the recommended-state choices (spec 2 §3).';

create type public.variety_visibility as enum ('private', 'shared');
comment on type public.variety_visibility is 'who reads an organization''s variety: its members, or every signed-in user (spec 2 §3).';

create type public.variety_source_tier as enum ('official_document', 'multi_source_corroborated', 'single_source');
comment on type public.variety_source_tier is
  'how well a master variety row is sourced, as the shipped data file grades it ("tier").';

-- characteristics: an object of text or number values (spec 2 §3) ------------------------------

create function private.is_characteristics(value jsonb)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select pg_catalog.jsonb_typeof(value) = 'object'
    and not pg_catalog.jsonb_path_exists(value, '$.* ? (@.type() != "string" && @.type() != "number")')
$$;
comment on function private.is_characteristics(jsonb) is
  'whether a characteristics value is an object whose values are all text or numbers (spec 2 §3).';

revoke execute on function private.is_characteristics(jsonb) from public, anon;
grant execute on function private.is_characteristics(jsonb) to authenticated, service_role;

-- crops ----------------------------------------------------------------------------------------

create table public.crops (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (length(btrim(name)) between 1 and 100),
  alias text check (alias is null or length(alias) <= 200),
  scientific_name text check (scientific_name is null or length(scientific_name) <= 200),
  hindi_name text check (hindi_name is null or length(hindi_name) <= 100),
  is_hybrid_capable boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.crops is 'crops of the Indian seed trade (spec 2 §3): master data, read-only to organizations.';
comment on column public.crops.alias is 'other common names of the crop in English.';
comment on column public.crops.is_hybrid_capable is
  'whether seed of the crop is commonly produced as hybrids (a production lot may be a male × female cross).';

create trigger crops_set_updated_at
  before update on public.crops
  for each row execute function private.set_updated_at();

-- varieties (the master catalogue) -------------------------------------------------------------

create table public.varieties (
  id uuid primary key default gen_random_uuid(),
  crop_id uuid not null references public.crops (id) on delete restrict,
  name text not null check (length(btrim(name)) between 1 and 200),
  description text check (description is null or length(description) <= 2000),
  scientific_name text check (scientific_name is null or length(scientific_name) <= 200),
  maturity_days integer check (maturity_days between 0 and 365),
  recommended_states public.indian_state[] not null default '{}',
  seasons public.season[] not null default '{}',
  characteristics jsonb not null default '{}' check (private.is_characteristics(characteristics)),
  common_name text check (common_name is null or length(common_name) <= 200),
  release_year smallint check (release_year between 1900 and 2100),
  releasing_institute text check (releasing_institute is null or length(releasing_institute) <= 300),
  notification_number text check (notification_number is null or length(notification_number) <= 100),
  notification_date date,
  zone text check (zone is null or length(zone) <= 20),
  area_of_adoption text check (area_of_adoption is null or length(area_of_adoption) <= 300),
  resistance text check (resistance is null or length(resistance) <= 1000),
  institute_in_madhya_pradesh boolean,
  institute_in_maharashtra boolean,
  source_key text not null unique check (length(source_key) between 1 and 300),
  source_title text,
  source_publisher text,
  source_url text,
  source_archived_url text,
  source_tier public.variety_source_tier,
  source_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.varieties is
  'master catalogue of varieties (spec 2 §3) with release and notification details and the source of each row; read-only to organizations.';
comment on column public.varieties.source_key is
  'where the row comes from in its data file, e.g. ''notified-varieties-mp-mh:wheat.central_zone:HI 1544'': the key the data migrations upsert on.';
comment on column public.varieties.notification_number is 'the Gazette of India notification (S.O.) number, e.g. 1108(E).';
comment on column public.varieties.zone is
  'the data file''s zone: CZ (Central Zone), PZ (Peninsular Zone), or a state code (MP, MH) for a state-specific recommendation.';
comment on column public.varieties.source_tier is 'how well the row is sourced, as the data file grades it.';
comment on column public.varieties.source_note is 'the data file''s note on this row, as it is.';

-- the catalogue: by crop and name; filters (crop, season, state) and the name search are indexed.
create index varieties_crop_id_name_idx on public.varieties (crop_id, name);
create index varieties_seasons_idx on public.varieties using gin (seasons);
create index varieties_recommended_states_idx on public.varieties using gin (recommended_states);
create index varieties_search_trgm_idx on public.varieties using gin (
  (lower(name || ' ' || coalesce(common_name, '') || ' ' || coalesce(description, ''))) extensions.gin_trgm_ops
);

create trigger varieties_set_updated_at
  before update on public.varieties
  for each row execute function private.set_updated_at();

-- organization_variety_data --------------------------------------------------------------------

create table public.organization_variety_data (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  master_variety_id uuid references public.varieties (id) on delete restrict,
  crop_id uuid not null references public.crops (id) on delete restrict,
  display_name text not null check (length(btrim(display_name)) between 1 and 200),
  custom_description text check (custom_description is null or length(custom_description) <= 2000),
  characteristics jsonb not null default '{}' check (private.is_characteristics(characteristics)),
  recommended_states public.indian_state[] not null default '{}',
  seasons public.season[] not null default '{}',
  maturity_days integer check (maturity_days between 0 and 365),
  visibility public.variety_visibility not null default 'private',
  last_updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.organization_variety_data is
  'an organization''s varieties (spec 2 §3): imported masters (master_variety_id set) and custom ones; removal sets is_active false.';
comment on column public.organization_variety_data.last_updated_by is 'the user who last created or edited the row (set by trigger).';

-- one active copy of a master per organization: a second import is refused.
create unique index organization_variety_data_master_once
  on public.organization_variety_data (organization_id, master_variety_id)
  where is_active and master_variety_id is not null;

-- my varieties: by organization, active, newest updated first; filters and search are indexed.
create index organization_variety_data_organization_id_updated_at_idx
  on public.organization_variety_data (organization_id, is_active, updated_at desc);
create index organization_variety_data_organization_id_crop_id_idx
  on public.organization_variety_data (organization_id, crop_id);
create index organization_variety_data_shared_idx
  on public.organization_variety_data (updated_at desc) where visibility = 'shared' and is_active;
create index organization_variety_data_master_variety_id_idx on public.organization_variety_data (master_variety_id);
create index organization_variety_data_crop_id_idx on public.organization_variety_data (crop_id);
create index organization_variety_data_seasons_idx on public.organization_variety_data using gin (seasons);
create index organization_variety_data_recommended_states_idx
  on public.organization_variety_data using gin (recommended_states);
create index organization_variety_data_search_trgm_idx on public.organization_variety_data using gin (
  (lower(display_name || ' ' || coalesce(custom_description, ''))) extensions.gin_trgm_ops
);
create index organization_variety_data_last_updated_by_idx on public.organization_variety_data (last_updated_by);

create function private.prepare_organization_variety()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.master_variety_id is not null
    and (tg_op = 'INSERT' or new.master_variety_id is distinct from old.master_variety_id
      or new.crop_id is distinct from old.crop_id)
    and not exists (
      select 1 from public.varieties v where v.id = new.master_variety_id and v.crop_id = new.crop_id
    ) then
    raise exception using errcode = 'check_violation', message = 'The master variety is not of the selected crop',
      constraint = 'organization_variety_data_master_crop';
  end if;
  if auth.uid() is not null then
    new.last_updated_by := auth.uid();
  end if;
  return new;
end
$$;
comment on function private.prepare_organization_variety() is
  'keeps an imported row''s crop that of its master, and records who created or edited the row.';

create trigger organization_variety_data_prepare
  before insert or update on public.organization_variety_data
  for each row execute function private.prepare_organization_variety();

create trigger organization_variety_data_set_updated_at
  before update on public.organization_variety_data
  for each row execute function private.set_updated_at();

-- row-level security ---------------------------------------------------------------------------

alter table public.crops enable row level security;
alter table public.varieties enable row level security;
alter table public.organization_variety_data enable row level security;

create policy "signed-in users read the crops"
  on public.crops for select to authenticated
  using (true);

create policy "signed-in users read the master varieties"
  on public.varieties for select to authenticated
  using (true);

create policy "members read their organization's varieties and everyone's shared ones"
  on public.organization_variety_data for select to authenticated
  using (
    organization_id = (select private.current_organization_id())
    or (visibility = 'shared' and is_active)
  );

create policy "admins and managers add varieties to their organization"
  on public.organization_variety_data for insert to authenticated
  with check (
    organization_id = (select private.current_organization_id()) and (select private.has_role('{admin,manager}'))
  );

create policy "admins and managers edit their organization's varieties"
  on public.organization_variety_data for update to authenticated
  using (organization_id = (select private.current_organization_id()) and (select private.has_role('{admin,manager}')))
  with check (
    organization_id = (select private.current_organization_id()) and (select private.has_role('{admin,manager}'))
  );

-- master data is read-only to the api roles; an organization's row keeps its organization,
-- crop and master after the insert, and is never deleted (removal sets is_active false).
revoke all on public.crops from anon, authenticated;
revoke all on public.varieties from anon, authenticated;
revoke all on public.organization_variety_data from anon, authenticated;
grant select on public.crops to authenticated;
grant select on public.varieties to authenticated;
grant select on public.organization_variety_data to authenticated;
grant insert (
  organization_id, master_variety_id, crop_id, display_name, custom_description, characteristics,
  recommended_states, seasons, maturity_days, visibility
) on public.organization_variety_data to authenticated;
grant update (
  display_name, custom_description, characteristics, recommended_states, seasons, maturity_days, visibility, is_active
) on public.organization_variety_data to authenticated;

-- the crops of the Indian seed trade ------------------------------------------------------------
-- field crops of the issue and common vegetables; hybrid-capable where hybrid seed is a common
-- commercial product. Idempotent: a later migration may add crops the same way.

insert into public.crops (name, alias, scientific_name, hindi_name, is_hybrid_capable) values
  ('Paddy', 'Rice', 'Oryza sativa L.', 'धान', true),
  ('Wheat', null, 'Triticum aestivum L.', 'गेहूँ', false),
  ('Maize', 'Corn', 'Zea mays L.', 'मक्का', true),
  ('Cotton', null, 'Gossypium hirsutum L.', 'कपास', true),
  ('Soybean', 'Soya bean', 'Glycine max (L.) Merr.', 'सोयाबीन', false),
  ('Chickpea', 'Gram, Bengal gram, Chana', 'Cicer arietinum L.', 'चना', false),
  ('Pigeon pea', 'Red gram, Tur, Arhar', 'Cajanus cajan (L.) Millsp.', 'अरहर', false),
  ('Mustard', 'Indian mustard, Rapeseed-mustard', 'Brassica juncea (L.) Czern.', 'सरसों', true),
  ('Groundnut', 'Peanut', 'Arachis hypogaea L.', 'मूंगफली', false),
  ('Bajra', 'Pearl millet', 'Pennisetum glaucum (L.) R. Br.', 'बाजरा', true),
  ('Jowar', 'Sorghum', 'Sorghum bicolor (L.) Moench', 'ज्वार', true),
  ('Tomato', null, 'Solanum lycopersicum L.', 'टमाटर', true),
  ('Brinjal', 'Eggplant, Aubergine', 'Solanum melongena L.', 'बैंगन', true),
  ('Chilli', 'Hot pepper', 'Capsicum annuum L.', 'मिर्च', true),
  ('Okra', 'Bhindi, Lady''s finger', 'Abelmoschus esculentus (L.) Moench', 'भिंडी', true),
  ('Onion', null, 'Allium cepa L.', 'प्याज़', true),
  ('Cauliflower', null, 'Brassica oleracea var. botrytis L.', 'फूलगोभी', true),
  ('Cabbage', null, 'Brassica oleracea var. capitata L.', 'पत्तागोभी', true),
  ('Cucumber', null, 'Cucumis sativus L.', 'खीरा', true),
  ('Bottle gourd', 'Lauki', 'Lagenaria siceraria (Molina) Standl.', 'लौकी', true)
on conflict (name) do nothing;
