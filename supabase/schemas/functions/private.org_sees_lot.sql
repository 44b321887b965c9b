create or replace function private.org_sees_lot(lot text, grower uuid, organization uuid default null)
  returns table (visible boolean)
  language sql
  stable
as $$
  -- plain SQL without a SET clause, every table and function named with its schema: the planner
  -- inlines it into the policy or query that calls it. Ownership is read through
  -- private.owned_seed_lots, which reads lot_ownership with its owner's rights (seed_lots' policy may
  -- not read lot_ownership under lot_ownership's policy, which reads seed_lots) and holds the
  -- caller's organization's rows only.
  select grower = coalesce(organization, (select private.current_organization_id()))
    or exists (select 1 from private.owned_seed_lots o
               where o.seed_lot_id = lot
                 and o.owner_organization_id = coalesce(organization, (select private.current_organization_id())))
$$;
comment on function private.org_sees_lot(lot text, grower uuid, organization uuid) is 'who may see a lot, the read rule of every seed-lot table: one row, visible when the organization grows the lot (grower) or owns some of it. organization is the caller''s (by default, private.current_organization_id()); for another organization only its growing counts. Used by the seed_lots policy and by the security-definer reads that restate it.';
revoke all on function private.org_sees_lot(lot text, grower uuid, organization uuid) from public, anon, authenticated, service_role;
grant execute on function private.org_sees_lot(lot text, grower uuid, organization uuid) to authenticated;
grant execute on function private.org_sees_lot(lot text, grower uuid, organization uuid) to service_role;
