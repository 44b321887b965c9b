-- The kept facts of the seed-lot lists' quality and certification filters (private.seed_with_tests,
-- private.seed_certifications) carry their lot's keys: its grower, type, creation and trash time,
-- under seed_lots' own names. A list filtered by a quality status or a certification standing alone
-- (beside its tab) then reads, counts and orders its lots in these small tables, instead of looking
-- up every lot they name in seed_lots (a thousand lookups, each a random page of a large table, to
-- count the total of one page). Who sees a row is who sees its lot: the tables are under the read
-- rule of the lots (private.org_sees_lot, policies in supabase/schemas/policies), the lists run as
-- the caller. Kept with the facts by private.refresh_seed_quality and private.refresh_lot_certification,
-- and when the lot changes them (a lot moved to the trash or restored) by private.refresh_kept_lot_keys.

alter table private.seed_with_tests
  add column grower_organization_id uuid,
  add column lot_type public.lot_type,
  add column created_at timestamptz,
  add column deleted_at timestamptz;
update private.seed_with_tests s
set grower_organization_id = l.grower_organization_id, lot_type = l.lot_type, created_at = l.created_at,
  deleted_at = l.deleted_at
from public.seed_lots l
where l.id = s.lot_id;
alter table private.seed_with_tests
  alter column grower_organization_id set not null,
  alter column lot_type set not null,
  alter column created_at set not null;
comment on table private.seed_with_tests is
  'lots whose quality a testing request decides (their own or a parent''s whose seed they are), with the facts of private.lot_quality: the current report''s verdict and validity, and whether a request is open; and the lot''s keys (grower, type, creation, trash) as seed_lots has them. Every other lot is not tested.';
alter table private.seed_with_tests enable row level security;

alter table private.seed_certifications
  add column grower_organization_id uuid,
  add column lot_type public.lot_type,
  add column created_at timestamptz,
  add column deleted_at timestamptz;
update private.seed_certifications s
set grower_organization_id = l.grower_organization_id, lot_type = l.lot_type, created_at = l.created_at,
  deleted_at = l.deleted_at
from public.seed_lots l
where l.id = s.lot_id;
alter table private.seed_certifications
  alter column grower_organization_id set not null,
  alter column lot_type set not null,
  alter column created_at set not null;
comment on table private.seed_certifications is
  'lots whose certification an application decides (their own or a parent''s whose seed they are), with the facts of private.lot_certification: the application''s status, the class (certified, else sought), the certificate''s number and last valid day; and the lot''s keys (grower, type, creation, trash) as seed_lots has them. Every other lot has no certification.';
alter table private.seed_certifications enable row level security;
