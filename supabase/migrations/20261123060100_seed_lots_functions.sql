-- the writes of the seed-lot tables, each one function and one transaction (issue 11):
--   create_unregistered_source   lot (draft) → ownership → active → manifest 'unregistered' →
--                                item 'Unregistered source procurement' → claim code (spec 2 §7);
--   soft_delete_seed_lot, restore_seed_lot, delete_seed_lot_permanently (the grower only);
--   new_lot_claim_code, revoke_lot_claim_code, redeem_lot_claim_code (the supplier's claim);
--   seed_lot_lineage             ancestors and descendants in one recursive query.
-- they run as their owner (security definer) because the api roles may not write these tables;
-- each checks the caller itself first and raises machine codes (sqlstate class PT, see
-- apps/bff/src/db/db-refusals.ts), so the BFF and a direct rpc call are refused alike.

-- the caller as a lot manager ----------------------------------------------------------------------

create function private.lot_manager(out organization_id uuid, out profile_id uuid)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception using errcode = 'PT401', message = 'not_signed_in';
  end if;
  select p.organization_id, p.id into organization_id, profile_id
  from public.profiles p where p.auth_id = auth.uid();
  if organization_id is null then
    raise exception using errcode = 'PT403', message = 'no_organization';
  end if;
  if not private.has_role('{admin,manager}') then
    raise exception using errcode = 'PT403', message = 'seed_lot_role_required';
  end if;
end;
$$;
comment on function private.lot_manager() is
  'the caller''s organization and profile when they are an admin or manager of one (spec 2 §6); raises otherwise.';
revoke execute on function private.lot_manager() from public, anon;
grant execute on function private.lot_manager() to authenticated, service_role;

-- the lot the caller's organization grows, locked for the change (404 when it cannot see it, so
-- another organization's ids cannot be probed; 403 when it sees it but does not grow it).
create function private.grown_lot_for_update(lot text, organization uuid)
  returns public.seed_lots
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  found public.seed_lots;
begin
  select * into found from public.seed_lots l where l.id = lot for update;
  if found.id is null or not (
    found.grower_organization_id = organization
    or exists (select 1 from public.lot_ownership o where o.seed_lot_id = lot and o.owner_organization_id = organization)
  ) then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  if found.grower_organization_id <> organization then
    raise exception using errcode = 'PT403', message = 'not_seed_lot_grower';
  end if;
  return found;
end;
$$;
revoke execute on function private.grown_lot_for_update(text, uuid) from public, anon, authenticated;

-- claim codes --------------------------------------------------------------------------------------

-- 96 random bits as 24 hex digits in groups of 4: readable aloud, typed on a phone, unguessable.
create function private.new_claim_code()
  returns text
  language sql
  volatile
  set search_path = ''
as $$
  -- bytes 1-6 and 11-16 of a version-4 uuid are all random (version and variant bits sit between).
  select pg_catalog.regexp_replace(
    pg_catalog.upper(pg_catalog.encode(
      pg_catalog.substr(pg_catalog.uuid_send(gen_random_uuid()), 1, 6)
        || pg_catalog.substr(pg_catalog.uuid_send(gen_random_uuid()), 11, 6), 'hex')),
    '(.{4})(?!$)', '\1-', 'g')
$$;

create function private.claim_code_hash(code text)
  returns bytea
  language sql
  immutable
  set search_path = ''
as $$
  -- what a person typed, whatever the case and separators, hashes like the printed code.
  select pg_catalog.sha256(pg_catalog.convert_to(
    pg_catalog.regexp_replace(pg_catalog.upper(coalesce(code, '')), '[^0-9A-F]', '', 'g'), 'UTF8'))
$$;
revoke execute on function private.new_claim_code(), private.claim_code_hash(text) from public, anon;
grant execute on function private.claim_code_hash(text) to authenticated, service_role;

-- issues a claim code for a lot (any earlier unredeemed code of the lot is revoked); returns it.
create function private.issue_claim_code(lot text, profile uuid)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  code text := private.new_claim_code();
begin
  update public.lot_claim_codes set revoked_at = now()
  where seed_lot_id = lot and revoked_at is null and redeemed_at is null;
  insert into public.lot_claim_codes (seed_lot_id, code_hash, created_by)
  values (lot, private.claim_code_hash(code), profile);
  return code;
end;
$$;
revoke execute on function private.issue_claim_code(text, uuid) from public, anon, authenticated;

-- unregistered source (spec 2 §7 "Unregistered source creation sequence", in one transaction) ------

create function public.create_unregistered_source(
  crop_id uuid,
  variety_id uuid,
  org_variety_id uuid,
  generation text,
  pack_size numeric,
  pack_unit public.quantity_unit,
  packaging_type public.container_type,
  quantity numeric,
  notes text
)
  returns table (lot_id text, claim_code text)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  master uuid := variety_id;
  lot text;
  manifest uuid;
begin
  select * into caller from private.lot_manager();
  -- spec 2 §5: both crop and variety must exist; an organization variety must be the caller's
  -- organization's (or shared), active, and of the crop.
  if not exists (select 1 from public.crops c where c.id = create_unregistered_source.crop_id) then
    raise exception using errcode = 'PT400', message = 'crop_and_variety_required';
  end if;
  if org_variety_id is not null then
    select v.master_variety_id into master from public.organization_variety_data v
    where v.id = org_variety_id and v.crop_id = create_unregistered_source.crop_id and v.is_active
      and (v.organization_id = caller.organization_id or v.visibility = 'shared');
    if not found then
      raise exception using errcode = 'PT400', message = 'crop_and_variety_required';
    end if;
  elsif variety_id is null or not exists (
    select 1 from public.varieties v where v.id = variety_id and v.crop_id = create_unregistered_source.crop_id
  ) then
    raise exception using errcode = 'PT400', message = 'crop_and_variety_required';
  end if;

  insert into public.seed_lots (
    lot_type, status, generation, crop_id, variety_id, org_variety_id, quantity, quantity_unit,
    pack_size, pack_unit, packaging_type, grower_organization_id, grower_id, notes, created_by, updated_by
  ) values (
    'unregistered_source', 'draft', nullif(btrim(generation), ''), create_unregistered_source.crop_id, master,
    org_variety_id, quantity, 'packages', pack_size, pack_unit, coalesce(packaging_type, 'bag'),
    caller.organization_id, caller.profile_id, nullif(btrim(notes), ''), caller.profile_id, caller.profile_id
  ) returning id into lot;

  insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
  values (lot, caller.organization_id, quantity, 'packages');

  update public.seed_lots set status = 'active' where id = lot;

  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, to_user_id, transaction_date, overall_notes, created_by
  ) values (
    'unregistered', 'active', null, caller.organization_id, caller.profile_id, now(),
    'Unregistered source procurement of seed lot ' || lot, caller.profile_id
  ) returning id into manifest;

  insert into public.transaction_manifest_items (manifest_id, seed_lot_id, quantity_transferred, quantity_unit, item_notes)
  values (manifest, lot, quantity, 'packages', 'Unregistered source procurement');

  return query select lot, private.issue_claim_code(lot, caller.profile_id);
end;
$$;
comment on function public.create_unregistered_source(uuid, uuid, uuid, text, numeric, public.quantity_unit, public.container_type, numeric, text) is
  'records an unregistered source in one transaction: lot, ownership, activation, manifest, item and a claim code (returned once, kept hashed).';

-- delete and restore (spec 2 §4: the grower only) -----------------------------------------------------

create function public.soft_delete_seed_lot(lot text)
  returns timestamptz
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  deleted timestamptz;
begin
  select * into caller from private.lot_manager();
  perform private.grown_lot_for_update(lot, caller.organization_id);
  update public.seed_lots set deleted_at = coalesce(deleted_at, now()), updated_by = caller.profile_id
  where id = lot returning deleted_at into deleted;
  return deleted;
end;
$$;

create function public.restore_seed_lot(lot text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
begin
  select * into caller from private.lot_manager();
  perform private.grown_lot_for_update(lot, caller.organization_id);
  update public.seed_lots set deleted_at = null, updated_by = caller.profile_id where id = lot;
end;
$$;

create function public.delete_seed_lot_permanently(lot text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
begin
  select * into caller from private.lot_manager();
  perform private.grown_lot_for_update(lot, caller.organization_id);
  if exists (select 1 from public.seed_lots l where l.parent_lot_id = lot)
    or exists (select 1 from public.source_lots s where s.source_lot_id = lot)
    or exists (select 1 from public.lot_claim_codes c where c.linked_source_lot_id = lot) then
    raise exception using errcode = 'PT409', message = 'seed_lot_has_descendants';
  end if;
  if exists (
    select 1 from public.lot_ownership o
    where o.seed_lot_id = lot and o.owner_organization_id <> caller.organization_id and o.quantity_owned > 0
  ) then
    raise exception using errcode = 'PT409', message = 'seed_lot_owned_by_others';
  end if;
  -- manifests about this lot alone go with it; a manifest of several lots keeps the others' items.
  delete from public.transaction_manifests m
  where exists (select 1 from public.transaction_manifest_items i where i.manifest_id = m.id and i.seed_lot_id = lot)
    and not exists (select 1 from public.transaction_manifest_items i where i.manifest_id = m.id and i.seed_lot_id <> lot);
  -- ownership, sources, farms, harvests, packaging, items and claim codes cascade.
  delete from public.seed_lots where id = lot;
end;
$$;

-- claim codes: issue, revoke, redeem --------------------------------------------------------------------

create function public.new_lot_claim_code(lot text)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  found public.seed_lots;
begin
  select * into caller from private.lot_manager();
  found := private.grown_lot_for_update(lot, caller.organization_id);
  if found.lot_type <> 'unregistered_source' then
    raise exception using errcode = 'PT409', message = 'claim_code_not_unregistered';
  end if;
  if found.origin_organization_id is not null then
    raise exception using errcode = 'PT409', message = 'claim_code_used';
  end if;
  return private.issue_claim_code(lot, caller.profile_id);
end;
$$;

create function public.revoke_lot_claim_code(lot text)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
begin
  select * into caller from private.lot_manager();
  perform private.grown_lot_for_update(lot, caller.organization_id);
  update public.lot_claim_codes set revoked_at = now()
  where seed_lot_id = lot and revoked_at is null and redeemed_at is null;
end;
$$;

-- the supplier's organization redeems a code: it becomes the lot's recorded origin and may link
-- one of its own lots as the lot's source; the buyer keeps the quantity.
create function public.redeem_lot_claim_code(code text, source_lot_id text default null)
  returns table (seed_lot_id text, crop_name text, variety_name text, linked_source_lot_id text)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  claim public.lot_claim_codes;
  lot public.seed_lots;
  manifest uuid;
begin
  select * into caller from private.lot_manager();
  select * into claim from public.lot_claim_codes c
  where c.code_hash = private.claim_code_hash(code) for update;
  if claim.id is null or claim.revoked_at is not null then
    raise exception using errcode = 'PT404', message = 'claim_code_invalid';
  end if;
  if claim.redeemed_at is not null then
    raise exception using errcode = 'PT409', message = 'claim_code_used';
  end if;
  select * into lot from public.seed_lots l where l.id = claim.seed_lot_id for update;
  -- a lot in the trash cannot be claimed (the same answer as an unknown code).
  if lot.deleted_at is not null then
    raise exception using errcode = 'PT404', message = 'claim_code_invalid';
  end if;
  if lot.grower_organization_id = caller.organization_id then
    raise exception using errcode = 'PT409', message = 'claim_code_own_lot';
  end if;
  if source_lot_id is not null and not exists (
    select 1 from public.seed_lots s
    where s.id = redeem_lot_claim_code.source_lot_id and s.deleted_at is null
      and (s.grower_organization_id = caller.organization_id or exists (
        select 1 from public.lot_ownership o
        where o.seed_lot_id = s.id and o.owner_organization_id = caller.organization_id))
  ) then
    raise exception using errcode = 'PT404', message = 'claim_source_lot_not_found';
  end if;

  update public.seed_lots set origin_organization_id = caller.organization_id where id = lot.id;
  if source_lot_id is not null then
    insert into public.source_lots (seed_lot_id, source_lot_id, purpose)
    values (lot.id, redeem_lot_claim_code.source_lot_id, 'source');
  end if;
  -- on the lot's history (its Transactions tab) for both sides; no quantity moves.
  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, overall_notes, created_by
  ) values (
    'claim', 'COMPLETED', caller.organization_id, lot.grower_organization_id, caller.profile_id,
    'Origin of seed lot ' || lot.id || ' claimed by its supplier'
      || coalesce(' (source lot ' || redeem_lot_claim_code.source_lot_id || ')', ''),
    caller.profile_id
  ) returning id into manifest;
  update public.lot_claim_codes set
    redeemed_at = now(), redeemed_by = caller.profile_id, redeemed_by_organization_id = caller.organization_id,
    linked_source_lot_id = redeem_lot_claim_code.source_lot_id, manifest_id = manifest
  where id = claim.id;

  return query
    select lot.id, c.name, coalesce(ov.display_name, v.name), redeem_lot_claim_code.source_lot_id
    from public.crops c
    left join public.varieties v on v.id = lot.variety_id
    left join public.organization_variety_data ov on ov.id = lot.org_variety_id
    where c.id = lot.crop_id;
end;
$$;

-- lineage (spec 3 "Relationships", in one query) ----------------------------------------------------------

-- every ancestor and descendant of a lot over parent and source links, any depth, with the link
-- that reached it; lots the caller's organization does not see carry only id, crop, variety,
-- generation and lot type (visible = false). Nothing for a lot the caller cannot see.
create function public.seed_lot_lineage(lot text)
  returns table (
    id text,
    direction text,
    depth integer,
    via text,
    relation text,
    purpose public.source_purpose,
    lot_type public.lot_type,
    crop_name text,
    variety_name text,
    generation text,
    visible boolean,
    status public.lot_status,
    deleted_at timestamptz,
    created_at timestamptz
  )
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with recursive
  root as (select private.can_see_seed_lot(lot) as visible),
  up(id, depth, via, relation, purpose) as (
    select lot, 0, null::text, null::text, null::public.source_purpose from root where root.visible
    union
    select e.ancestor, up.depth + 1, up.id, e.relation, e.purpose
    from up
    cross join lateral (
      select l.parent_lot_id as ancestor, 'parent'::text as relation, null::public.source_purpose as purpose
      from public.seed_lots l where l.id = up.id and l.parent_lot_id is not null
      union all
      select s.source_lot_id, 'source', s.purpose from public.source_lots s where s.seed_lot_id = up.id
    ) e
    where up.depth < 1000
  ),
  down(id, depth, via, relation, purpose) as (
    select lot, 0, null::text, null::text, null::public.source_purpose from root where root.visible
    union
    select e.descendant, down.depth + 1, down.id, e.relation, e.purpose
    from down
    cross join lateral (
      select l.id as descendant, 'parent'::text as relation, null::public.source_purpose as purpose
      from public.seed_lots l where l.parent_lot_id = down.id
      union all
      select s.seed_lot_id, 'source', s.purpose from public.source_lots s where s.source_lot_id = down.id
    ) e
    where down.depth < 1000
  ),
  -- one row per lot and link that reached it (a packed lot reaches its parent by its parent link and
  -- by its source link: both are kept, one per chain), at the shortest distance (a diamond reaches a
  -- lot twice).
  edges as (
    select distinct on (direction, id, via, relation) * from (
      select 'self'::text as direction, 0 as depth, lot as id, null::text as via, null::text as relation,
        null::public.source_purpose as purpose
      from root where root.visible
      union all
      select 'ancestor', u.depth, u.id, u.via, u.relation, u.purpose from up u where u.depth > 0
      union all
      select 'descendant', d.depth, d.id, d.via, d.relation, d.purpose from down d where d.depth > 0
    ) all_edges
    order by direction, id, via, relation, depth
  )
  select ch.id, ch.direction, ch.depth, ch.via, ch.relation, ch.purpose, l.lot_type, c.name,
    coalesce(ov.display_name, v.name), l.generation, seen.visible,
    case when seen.visible then l.status end,
    case when seen.visible then l.deleted_at end,
    case when seen.visible then l.created_at end
  from edges ch
  join public.seed_lots l on l.id = ch.id
  join public.crops c on c.id = l.crop_id
  left join public.varieties v on v.id = l.variety_id
  left join public.organization_variety_data ov on ov.id = l.org_variety_id
  -- offset 0: evaluated once per lot, not once per use below
  cross join lateral (select private.can_see_seed_lot(l.id) as visible offset 0) seen
  order by ch.direction, ch.depth, ch.id
$$;
comment on function public.seed_lot_lineage(text) is
  'ancestors and descendants of a lot (parent and source links, any depth) in one query; foreign lots carry only id, crop, variety, generation and type.';

revoke execute on function
  public.create_unregistered_source(uuid, uuid, uuid, text, numeric, public.quantity_unit, public.container_type, numeric, text),
  public.soft_delete_seed_lot(text), public.restore_seed_lot(text), public.delete_seed_lot_permanently(text),
  public.new_lot_claim_code(text), public.revoke_lot_claim_code(text), public.redeem_lot_claim_code(text, text),
  public.seed_lot_lineage(text)
  from public, anon;
grant execute on function
  public.create_unregistered_source(uuid, uuid, uuid, text, numeric, public.quantity_unit, public.container_type, numeric, text),
  public.soft_delete_seed_lot(text), public.restore_seed_lot(text), public.delete_seed_lot_permanently(text),
  public.new_lot_claim_code(text), public.revoke_lot_claim_code(text), public.redeem_lot_claim_code(text, text),
  public.seed_lot_lineage(text)
  to authenticated, service_role;
