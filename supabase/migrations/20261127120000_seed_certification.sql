-- Seed certification (issue 28): a seed company applies to a certification agency (an organization
-- of type field_inspection_agency) for certification of a production lot in a class; the agency
-- inspects the seed plot in the field, and when every inspection was accepted and the lot's seed
-- test passed the standards of that class, issues a certificate with a series of tag numbers, one
-- a packet, which it may later revoke. Tables, types and indexes only: the functions, policies and
-- triggers live in supabase/schemas.

create extension if not exists btree_gist with schema extensions;

create type public.certification_status as enum ('applied', 'inspecting', 'rejected', 'certified', 'revoked');
comment on type public.certification_status is
  'where an application for certification stands: applied → inspecting (after the first accepted inspection) → certified, or rejected by an inspection; a certified one may be revoked.';

create type public.crop_stage as enum ('vegetative', 'pre_flowering', 'flowering', 'post_flowering', 'pre_harvest', 'harvest');
comment on type public.crop_stage is 'the stage of the crop at a field inspection.';

create type public.inspection_outcome as enum ('accepted', 'rejected');

-- applications -----------------------------------------------------------------------------------

create sequence private.certification_application_seq;

create table public.certification_applications (
  id uuid primary key default gen_random_uuid(),
  application_number text not null unique
    default ('CA-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-'
      || lpad(nextval('private.certification_application_seq')::text, 6, '0')),
  seed_lot_id text not null references public.seed_lots (id),
  applicant_organization_id uuid not null references public.organizations (id),
  agency_organization_id uuid not null references public.organizations (id),
  class_sought public.seed_class not null check (class_sought in ('foundation', 'certified')),
  source_class public.seed_class not null,
  source_reference text check (source_reference is null or length(btrim(source_reference)) between 1 and 200),
  area_acres numeric(10, 2) not null check (area_acres > 0 and area_acres <= 100000),
  status public.certification_status not null default 'applied',
  rejection_reason text check (rejection_reason is null or length(btrim(rejection_reason)) between 1 and 1000),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint certification_applications_rejected_with_reason check ((status = 'rejected') = (rejection_reason is not null))
);
comment on table public.certification_applications is
  'a seed company''s application to a certification agency for certification of a production lot (its seed plot: the lot''s farms) in a class (issue 28).';
comment on column public.certification_applications.source_reference is
  'the tag number or lot of the source seed, as the company states it.';

-- one application a lot at a time, unless it ended (rejected or revoked)
create unique index certification_applications_one_open_idx on public.certification_applications (seed_lot_id)
  where status in ('applied', 'inspecting', 'certified');
create index certification_applications_agency_idx
  on public.certification_applications (agency_organization_id, status, created_at desc);
create index certification_applications_applicant_idx
  on public.certification_applications (applicant_organization_id, created_at desc);
create index certification_applications_lot_idx on public.certification_applications (seed_lot_id, created_at desc);

-- field inspections ------------------------------------------------------------------------------

create table public.field_inspections (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.certification_applications (id),
  inspected_on date not null,
  stage public.crop_stage not null,
  inspector_name text not null check (length(btrim(inspector_name)) between 1 and 200),
  off_types_pct numeric(5, 2) not null check (off_types_pct between 0 and 100),
  isolation_met boolean not null,
  objectionable_weed_plants integer not null check (objectionable_weed_plants >= 0),
  diseased_plants_pct numeric(5, 2) not null check (diseased_plants_pct between 0 and 100),
  remarks text check (remarks is null or length(remarks) <= 2000),
  outcome public.inspection_outcome not null,
  rejection_reason text check (rejection_reason is null or length(btrim(rejection_reason)) between 1 and 1000),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint field_inspections_rejected_with_reason check ((outcome = 'rejected') = (rejection_reason is not null))
);
comment on table public.field_inspections is
  'an inspection of an application''s seed plot by its agency: what was found, and accepted or rejected (a rejection ends the application).';
create index field_inspections_application_idx on public.field_inspections (application_id, inspected_on, created_at);

-- certificates and tags --------------------------------------------------------------------------

-- the next tag number of each agency: a certificate takes its series from here under the row's
-- lock, so two certificates of one agency never share a tag number (and the exclusion below says so)
create table private.agency_tag_counters (
  agency_organization_id uuid primary key references public.organizations (id),
  next_tag bigint not null default 1 check (next_tag >= 1)
);

create table public.seed_certificates (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null unique references public.certification_applications (id),
  agency_organization_id uuid not null references public.organizations (id),
  certificate_number text not null check (length(btrim(certificate_number)) between 1 and 60),
  seed_class public.seed_class not null,
  test_report_id uuid not null references public.test_reports (id),
  tag_count integer not null check (tag_count between 1 and 100000),
  tag_first bigint not null check (tag_first >= 1),
  issued_on date not null,
  valid_until date not null,
  revoked_at timestamptz,
  revocation_reason text check (revocation_reason is null or length(btrim(revocation_reason)) between 1 and 1000),
  revoked_by uuid references public.profiles (id) on delete set null,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint seed_certificates_number_once unique (agency_organization_id, certificate_number),
  constraint seed_certificates_revoked_with_reason check ((revoked_at is null) = (revocation_reason is null)),
  constraint seed_certificates_tags_never_overlap exclude using gist (
    agency_organization_id with =, int8range(tag_first, tag_first + tag_count) with &&
  )
);
comment on table public.seed_certificates is
  'the certificate an agency issued on an application: its class, the test it rests on, its validity (the test''s), and its series of tag numbers tag_first .. tag_first + tag_count - 1.';

create table public.certification_tags (
  certificate_id uuid not null references public.seed_certificates (id),
  tag_number bigint not null,
  qr_code_id uuid not null unique references public.qr_codes (id) on delete cascade,
  primary key (certificate_id, tag_number)
);
comment on table public.certification_tags is
  'which packet carries which tag of a certificate: one tag a packet code, of the certified lot or of a lot packed from it.';

alter table public.certification_applications enable row level security;
alter table public.field_inspections enable row level security;
alter table public.seed_certificates enable row level security;
alter table public.certification_tags enable row level security;

grant select on public.certification_applications, public.field_inspections, public.seed_certificates,
  public.certification_tags to authenticated;
grant all on public.certification_applications, public.field_inspections, public.seed_certificates,
  public.certification_tags to service_role;
grant usage on sequence private.certification_application_seq to service_role;
