-- A lot's quality status (private.lot_quality) for a statement that runs as the caller, such as the
-- seed-lot lists' quality filter: security definer, so the tests of the lots it was packed or split
-- from count though they are another organization's (as in the list's own quality column). Answers
-- only the status word of a lot id; the caller's statement decides which lots it lists.
create or replace function private.lot_quality_status(lot text)
  returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select q.status from private.lot_quality(lot_quality_status.lot) q
$$;
comment on function private.lot_quality_status(text) is
  'the lot''s quality status word (private.lot_quality) whoever asks: for the seed-lot lists'' quality filter, which runs as the caller.';
revoke all on function private.lot_quality_status(text) from public, anon, authenticated, service_role;
grant execute on function private.lot_quality_status(text) to authenticated, service_role;
