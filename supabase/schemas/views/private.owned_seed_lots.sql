create or replace view private.owned_seed_lots with (security_barrier=true) as
 SELECT o.seed_lot_id
   FROM lot_ownership o
  WHERE o.owner_organization_id = (( SELECT private.current_organization_id() AS current_organization_id));
comment on view private.owned_seed_lots is 'ids of the lots the caller''s organization owns some of: for the seed_lots policy.';
revoke all on table private.owned_seed_lots from public, anon, authenticated, service_role;
grant select on table private.owned_seed_lots to authenticated;
grant select on table private.owned_seed_lots to service_role;
