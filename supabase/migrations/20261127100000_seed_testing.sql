-- Seed testing (issue 27): the seed standards each crop and class must meet, testing requests a
-- seed company sends to a laboratory (a testing_agency organization, or its own laboratory), and
-- the reports the laboratory issues, judged against the standards in the same transaction.
-- Tables, types and indexes only: the functions, policies and triggers live in supabase/schemas.

create type public.seed_class as enum ('breeder', 'foundation', 'certified', 'truthfully_labelled');
comment on type public.seed_class is
  'class of seed under the Seeds Act 1966 and the Indian Minimum Seed Certification Standards; truthfully labelled seed is judged by the certified limits.';

create type public.seed_test as enum (
  'physical_purity', 'germination', 'moisture', 'other_distinguishable_varieties', 'genetic_purity', 'seed_health'
);
comment on type public.seed_test is
  'a test a seed sample is sent for: physical purity, germination and moisture always; the others when asked.';

create type public.testing_request_status as enum ('requested', 'received', 'in_testing', 'results_issued', 'rejected');
comment on type public.testing_request_status is
  'where a testing request stands at its laboratory: requested → received → in testing → results issued, or rejected with a reason.';

create type public.test_verdict as enum ('pass', 'fail', 'no_standard');
comment on type public.test_verdict is
  'the database''s judgement of a report against the seed standard of its crop and class; no_standard when none is on file.';

create type public.seed_kind as enum ('hybrid', 'variety', 'inbred_line');
comment on type public.seed_kind is
  'the kind of seed a standard is for where the standards tell them apart: hybrids, (open-pollinated) varieties, parent inbred lines.';

create type public.seed_container as enum ('ordinary', 'vapour_proof');
comment on type public.seed_container is 'the container the seed is kept in: the standards allow less moisture in a vapour-proof one.';

-- seed standards (master data) --------------------------------------------------------------------

create table public.seed_standards (
  id uuid primary key default gen_random_uuid(),
  crop_id uuid not null references public.crops (id) on delete restrict,
  seed_class public.seed_class not null check (seed_class in ('foundation', 'certified')),
  kind public.seed_kind,
  min_germination_pct numeric(5, 2) check (min_germination_pct between 0 and 100),
  min_pure_seed_pct numeric(5, 2) check (min_pure_seed_pct between 0 and 100),
  max_inert_matter_pct numeric(5, 2) check (max_inert_matter_pct between 0 and 100),
  max_other_crop_seeds_per_kg integer check (max_other_crop_seeds_per_kg >= 0),
  max_weed_seeds_per_kg integer check (max_weed_seeds_per_kg >= 0),
  max_objectionable_weed_seeds_per_kg integer check (max_objectionable_weed_seeds_per_kg >= 0),
  max_other_varieties_per_kg integer check (max_other_varieties_per_kg >= 0),
  min_genetic_purity_pct numeric(5, 2) check (min_genetic_purity_pct between 0 and 100),
  max_moisture_pct numeric(5, 2) check (max_moisture_pct between 0 and 100),
  max_moisture_vapour_proof_pct numeric(5, 2) check (max_moisture_vapour_proof_pct between 0 and 100),
  hard_seeds boolean,
  source_key text not null unique check (length(source_key) between 1 and 300),
  source_document text not null check (length(btrim(source_document)) between 1 and 500),
  source_section text check (source_section is null or length(source_section) <= 500),
  source_url text check (source_url is null or length(source_url) <= 1000),
  source_note text check (source_note is null or length(source_note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique nulls not distinct (crop_id, seed_class, kind)
);
comment on table public.seed_standards is
  'minimum seed standards per crop and class (issue 27), loaded from supabase/data/seed-standards.yaml; a null limit is one the cited source does not set.';
comment on column public.seed_standards.kind is
  'the kind of seed the limits are for where the standards tell hybrids, varieties and inbred lines apart; null: every kind.';
comment on column public.seed_standards.hard_seeds is 'whether hard seeds count with germination for this crop (legumes such as chickpea).';

-- testing requests ---------------------------------------------------------------------------------

create sequence private.testing_sample_seq;

create table public.testing_requests (
  id uuid primary key default gen_random_uuid(),
  sample_number text not null unique
    default ('SMP-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-'
      || lpad(nextval('private.testing_sample_seq')::text, 6, '0')),
  seed_lot_id text not null references public.seed_lots (id),
  requesting_organization_id uuid not null references public.organizations (id),
  laboratory_organization_id uuid not null references public.organizations (id),
  seed_class public.seed_class not null,
  container public.seed_container not null default 'ordinary',
  tests public.seed_test[] not null
    check (tests @> '{physical_purity,germination,moisture}' and cardinality(tests) <= 6),
  sample_weight_g numeric(10, 1) not null check (sample_weight_g > 0 and sample_weight_g <= 100000),
  sample_drawn_on date not null,
  is_revalidation boolean not null default false,
  notes text check (notes is null or length(notes) <= 2000),
  status public.testing_request_status not null default 'requested',
  rejection_reason text check (rejection_reason is null or length(btrim(rejection_reason)) between 1 and 1000),
  received_at timestamptz,
  testing_started_at timestamptz,
  closed_at timestamptz,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint testing_requests_rejected_with_reason check ((status = 'rejected') = (rejection_reason is not null))
);
comment on table public.testing_requests is
  'a seed sample of a lot sent for testing (issue 27); laboratory = requesting organization when it records its own laboratory''s results.';
comment on column public.testing_requests.sample_number is 'made by the database: SMP-<year>-<6 digits>.';
comment on column public.testing_requests.is_revalidation is 'a revalidation test: a passing result extends the lot''s validity by 6 months from its own date.';

-- the laboratory's queue (status filter, newest first) and the company's requests of a lot
create index testing_requests_lab_status_idx
  on public.testing_requests (laboratory_organization_id, status, created_at desc, id desc);
create index testing_requests_lab_created_idx
  on public.testing_requests (laboratory_organization_id, created_at desc, id desc);
create index testing_requests_requester_idx
  on public.testing_requests (requesting_organization_id, created_at desc, id desc);
create index testing_requests_lot_idx on public.testing_requests (seed_lot_id, created_at desc);
create index testing_requests_sample_trgm_idx
  on public.testing_requests using gin (lower(sample_number || ' ' || seed_lot_id) extensions.gin_trgm_ops);

-- test reports -------------------------------------------------------------------------------------

create table public.test_reports (
  id uuid primary key default gen_random_uuid(),
  testing_request_id uuid not null references public.testing_requests (id),
  laboratory_organization_id uuid not null references public.organizations (id),
  report_number text not null check (length(btrim(report_number)) between 1 and 60),
  tested_on date not null,
  analyst_name text not null check (length(btrim(analyst_name)) between 1 and 200),
  pure_seed_pct numeric(5, 2) not null check (pure_seed_pct between 0 and 100),
  inert_matter_pct numeric(5, 2) not null check (inert_matter_pct between 0 and 100),
  other_crop_seeds_per_kg integer not null check (other_crop_seeds_per_kg >= 0),
  weed_seeds_per_kg integer not null check (weed_seeds_per_kg >= 0),
  other_varieties_per_kg integer check (other_varieties_per_kg >= 0),
  germination_pct numeric(5, 2) not null check (germination_pct between 0 and 100),
  hard_seeds_pct numeric(5, 2) check (hard_seeds_pct between 0 and 100),
  moisture_pct numeric(5, 2) not null check (moisture_pct between 0 and 100),
  genetic_purity_pct numeric(5, 2) check (genetic_purity_pct between 0 and 100),
  seed_health text check (seed_health is null or length(btrim(seed_health)) between 1 and 1000),
  remarks text check (remarks is null or length(remarks) <= 2000),
  seed_standard_id uuid references public.seed_standards (id),
  verdict public.test_verdict not null,
  failures jsonb not null default '[]' check (jsonb_typeof(failures) = 'array'),
  valid_until date,
  supersedes_report_id uuid unique references public.test_reports (id),
  supersession_reason text check (supersession_reason is null or length(btrim(supersession_reason)) between 1 and 1000),
  issued_by uuid references public.profiles (id) on delete set null,
  issued_at timestamptz not null default now(),
  unique (laboratory_organization_id, report_number),
  constraint test_reports_supersession_has_reason check ((supersedes_report_id is null) = (supersession_reason is null)),
  constraint test_reports_failures_only_on_fail check ((verdict = 'fail') = (jsonb_array_length(failures) > 0))
);
comment on table public.test_reports is
  'results a laboratory issued for a testing request (issue 27): never changed; a correction is a new report that supersedes the old one with a reason.';
comment on column public.test_reports.failures is
  'the parameters that missed their limit: [{parameter, value, limit, bound: min|max}], in the standard''s order.';
comment on column public.test_reports.valid_until is
  'the last day the test is valid: 9 months from the date of test, 6 months for a revalidation (Seeds Rules 1968).';

-- one original report per request: two analysts entering results at once leave one
create unique index test_reports_one_original_idx on public.test_reports (testing_request_id)
  where supersedes_report_id is null;
create index test_reports_request_idx on public.test_reports (testing_request_id, issued_at desc);

-- privileges: reads through the policies; every write through the functions -------------------------

alter table public.seed_standards enable row level security;
alter table public.testing_requests enable row level security;
alter table public.test_reports enable row level security;

grant select on public.seed_standards to anon, authenticated;
grant select on public.testing_requests, public.test_reports to authenticated;
grant all on public.seed_standards, public.testing_requests, public.test_reports to service_role;
grant usage on sequence private.testing_sample_seq to service_role;
