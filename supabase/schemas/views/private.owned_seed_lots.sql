create or replace view private.owned_seed_lots with (security_barrier=true) as
 SELECT o.seed_lot_id, o.owner_organization_id
   FROM public.lot_ownership o
  WHERE o.owner_organization_id = (( SELECT private.current_organization_id() AS current_organization_id));
comment on view private.owned_seed_lots is 'the ownership rows of the caller''s organization (the lots it owns some of), read with the view owner''s rights past lot_ownership''s policy: for private.org_sees_lot, so that seed_lots'' policy and lot_ownership''s do not read each other. security_barrier: its filter runs before anything a caller adds.';
revoke all on table private.owned_seed_lots from public, anon, authenticated, service_role;
grant select on table private.owned_seed_lots to authenticated;
grant select on table private.owned_seed_lots to service_role;
