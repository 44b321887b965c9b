-- The lots whose quality a testing request decides, with the facts their status is made of (issue
-- 27, the seed-lot lists' quality filter): each lot with a testing request and every lot that is
-- its seed (packed from it or split off it, private.carries_parent_test), with its current report's
-- verdict and validity and whether a request is open, as private.lot_quality finds them. Every
-- other lot is "not tested" without looking further, and a list filtered by quality reads the
-- status of the marked lots from these columns (private.quality_status) instead of computing
-- private.lot_quality for each. Kept by the triggers of testing_requests, test_reports and
-- seed_lots (private.refresh_seed_quality); rows go only with their lot.

create table private.seed_with_tests (
  lot_id text primary key references public.seed_lots (id) on delete cascade,
  verdict public.test_verdict,
  valid_until date,
  open_request boolean not null default false
);
comment on table private.seed_with_tests is
  'lots whose quality a testing request decides (their own or a parent''s whose seed they are), with the facts of private.lot_quality: the current report''s verdict and validity, and whether a request is open. Every other lot is not tested.';
-- The lists' statements run as the caller: lot ids and status facts only.
grant select on private.seed_with_tests to authenticated, service_role;
