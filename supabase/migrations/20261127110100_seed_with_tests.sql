-- The lots whose quality a testing request decides (issue 27, the seed-lot lists' quality filter):
-- each lot with a testing request and every lot that is its seed (packed from it or split off it,
-- private.carries_parent_test). Every other lot is "not tested" without looking further, so a list
-- filtered by quality computes private.lot_quality only for the lots listed here. Kept by the
-- triggers of testing_requests and seed_lots (private.note_seed_with_tests); rows are never
-- removed but with their lot (a request is never deleted).

create table private.seed_with_tests (
  lot_id text primary key references public.seed_lots (id) on delete cascade
);
comment on table private.seed_with_tests is
  'lots whose quality a testing request decides (their own or a parent''s whose seed they are); every other lot is not tested.';
-- The lists' statements run as the caller: lot ids only, no facts of any lot.
grant select on private.seed_with_tests to authenticated, service_role;

insert into private.seed_with_tests (lot_id)
with recursive down as (
  select distinct q.seed_lot_id as id, 0 as depth from public.testing_requests q
  union
  select c.id, down.depth + 1
  from down
  join public.seed_lots c on c.parent_lot_id = down.id
  where (c.lot_type = 'packaged_unit' or c.received_by_item_id is not null) and down.depth < 1000
)
select distinct id from down;
