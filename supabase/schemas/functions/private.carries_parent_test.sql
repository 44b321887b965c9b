-- Whether a lot is the same seed as its parent lot, and so carries its parent's seed test: a
-- packaged unit (packing does not change the seed) or a lot split off by a transaction (the buyer's
-- share of the seller's lot). A production lot (new seed from the field) or a source has its own.
-- Plain SQL, immutable: inlined wherever it is used.
create or replace function private.carries_parent_test(lot_type public.lot_type, received_by_item_id uuid)
  returns boolean
  language sql
  immutable
as $$
  select carries_parent_test.lot_type = 'packaged_unit' or carries_parent_test.received_by_item_id is not null
$$;
comment on function private.carries_parent_test(public.lot_type, uuid) is
  'a lot of this type (and received by this transaction item) is its parent''s seed and carries its parent''s test: packaged units and lots split off by a transaction.';
revoke all on function private.carries_parent_test(public.lot_type, uuid) from public, anon;
grant execute on function private.carries_parent_test(public.lot_type, uuid) to authenticated, service_role;
