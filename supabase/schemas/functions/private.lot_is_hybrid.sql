-- A hybrid is a cross of a male and a female parent lot; a lot packed from one is hybrid seed too.
create or replace function private.lot_is_hybrid(lot text)
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select exists (
    select 1
    from private.packing_chain(lot_is_hybrid.lot) c
    join public.source_lots s on s.seed_lot_id = c.lot_id
    where s.purpose in ('male_parent', 'female_parent')
  )
$$;
comment on function private.lot_is_hybrid(text) is 'whether the lot (or the lot it was packed from) is a cross of male and female parent lots.';
revoke all on function private.lot_is_hybrid(text) from public, anon, authenticated;
grant execute on function private.lot_is_hybrid(text) to service_role;
