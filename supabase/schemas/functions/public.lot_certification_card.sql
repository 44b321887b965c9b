-- The certification of a lot the caller sees (its Certification card, issue 28): the status of the
-- newest application of the lot or of the lot it was packed or split from (private.lot_certification)
-- and that application, and what the Apply form starts from when the caller may apply
-- (private.certification_apply_defaults); null when the caller does not see the lot.
create or replace function public.lot_certification_card(lot text)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object(
    'status', c.status,
    'certifiedLotId', c.certified_lot_id,
    'application', case when c.application_id is not null then private.certification_application_json(c.application_id) end,
    'applyDefaults', private.certification_apply_defaults(lot_certification_card.lot)
  )
  from (select 1) one
  left join private.lot_certification(lot_certification_card.lot) c on true
  where private.can_see_seed_lot(lot_certification_card.lot)
$$;
comment on function public.lot_certification_card(text) is
  'a visible lot''s certification: its status and the newest application of it or of the lot whose seed it is, and the Apply form''s defaults when the caller may apply; null for a lot the caller does not see.';
revoke all on function public.lot_certification_card(text) from public, anon;
grant execute on function public.lot_certification_card(text) to authenticated, service_role;
