-- A ledger deletions cannot break, and a dashboard that counts what is there (issue 24).
--
-- 1. Activity kinds are a list the database keeps (private.activity_kinds, referenced by
--    activity_events.kind), so no function can record a kind the API contract does not know
--    of: 'lot_recall', 'lot_stop_sale' and 'suspicious_packet_reported' were written but not in
--    the contract, and the first recall or anonymous report of an organization answered its
--    dashboard with a 500. A test compares this list with ActivityKind in libs/domain.
-- 2. The dashboard's seed-lot count leaves out trashed lots: moving a lot to the trash takes
--    one from each organization that owns part of it ('lot_trashed'), restoring gives it back
--    ('lot_restored'), and an ownership row of a trashed lot coming or going moves nothing.
--    The counts are corrected once here.
-- 3. Permanent deletion is for a lot without history. A lot drawn from other lots (production,
--    packaging), received from another organization, that moved seed to anyone (sales,
--    transfers, packaging or production drawing on it), whose claim code was redeemed, or that
--    has QR codes (and so scans and reports) or a recall can only be trashed, where it can be
--    restored. Deleting one used to drop the manifests naming it and the ledger entries of what
--    it drew, so a packaging manifest showed no item and 500 Kg drawn from its parent were
--    accounted for nowhere. What remains deletable (an unregistered source, or a lot with only
--    its own opening balance and adjustments) takes its whole ledger with it and touches no
--    other lot's, so every remaining ledger still reconciles.

-- 1. activity kinds -------------------------------------------------------------------------------

create table private.activity_kinds (
  kind text primary key,
  description text not null
);
comment on table private.activity_kinds is
  'every kind of activity event the database may record; the same list as ActivityKind of the API contract (tested).';
alter table private.activity_kinds enable row level security;
revoke all on private.activity_kinds from public, anon, authenticated;
grant select on private.activity_kinds to service_role;

insert into private.activity_kinds (kind, description) values
  ('farm_created', 'a farm was added'),
  ('lot_created', 'the organization came to own (part of) a seed lot'),
  ('lot_deleted', 'the organization no longer owns any of a seed lot'),
  ('lot_trashed', 'a seed lot the organization owns part of was moved to the trash'),
  ('lot_restored', 'a seed lot the organization owns part of came back from the trash'),
  ('manifest_created', 'a transaction manifest was recorded'),
  ('manifest_deleted', 'a transaction manifest was removed'),
  ('lot_recall', 'a seed lot the organization grows or owns was recalled'),
  ('lot_stop_sale', 'a stop-sale was issued for a seed lot the organization grows or owns'),
  ('suspicious_packet_reported', 'a customer reported a suspicious packet of the organization');

alter table public.activity_events
  add constraint activity_events_kind_known foreign key (kind) references private.activity_kinds (kind);

-- 2. trashed lots are not counted -----------------------------------------------------------------

create or replace function private.lot_ownership_activity()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  lot public.seed_lots;
  label text;
  delta smallint;
begin
  select l.* into lot from public.seed_lots l
  where l.id = case when tg_op = 'INSERT' then new.seed_lot_id else old.seed_lot_id end;
  -- a trashed lot is out of the count already (lot_trashed); one being deleted was trashed or is
  -- counted down here, before its row goes (delete_seed_lot_permanently removes ownership first)
  delta := case when lot.deleted_at is not null then 0 when tg_op = 'INSERT' then 1 else -1 end;
  if tg_op = 'INSERT' then
    select new.seed_lot_id || ' (' || c.name || ')' into label from public.crops c where c.id = lot.crop_id;
    perform private.record_activity(new.owner_organization_id, 'lot_created', new.id, coalesce(label, new.seed_lot_id),
      auth.uid(), 'seed_lots', delta);
  else
    perform private.record_activity(old.owner_organization_id, 'lot_deleted', old.id, old.seed_lot_id,
      auth.uid(), 'seed_lots', delta);
  end if;
  return null;
end;
$$;

create function private.lot_trash_activity()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  owner record;
  trashed boolean := new.deleted_at is not null;
begin
  for owner in
    select o.id, o.owner_organization_id from public.lot_ownership o where o.seed_lot_id = new.id
    order by o.owner_organization_id
  loop
    perform private.record_activity(owner.owner_organization_id,
      case when trashed then 'lot_trashed' else 'lot_restored' end, owner.id, new.id,
      auth.uid(), 'seed_lots', case when trashed then -1 else 1 end::smallint);
  end loop;
  return null;
end;
$$;

create trigger seed_lots_trash_activity
  after update of deleted_at on public.seed_lots
  for each row when ((old.deleted_at is null) <> (new.deleted_at is null))
  execute function private.lot_trash_activity();

-- the counts as they should have been: ownership rows of lots not in the trash
update public.organization_stats s set seed_lots = coalesce((
  select count(*) from public.lot_ownership o join public.seed_lots l on l.id = o.seed_lot_id
  where o.owner_organization_id = s.organization_id and l.deleted_at is null
), 0);

-- 3. permanent deletion only without history --------------------------------------------------------

create or replace function public.delete_seed_lot_permanently(lot text)
  returns void
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
  if found.received_by_item_id is not null
    -- made by drawing on other lots (production, packaging)
    or exists (select 1 from public.source_lots s where s.seed_lot_id = lot)
    -- a manifest that moved seed between it and anyone else, or that names another lot too
    or exists (
      select 1 from public.transaction_manifest_items i
      join public.transaction_manifests m on m.id = i.manifest_id
      where i.seed_lot_id = lot
        and (m.manifest_type not in ('unregistered', 'INITIAL', 'ADJUSTMENT')
             or exists (select 1 from public.transaction_manifest_items j
                        where j.manifest_id = m.id and j.seed_lot_id <> lot))
    )
    or exists (select 1 from public.lot_claim_codes c where c.seed_lot_id = lot and c.redeemed_at is not null)
    or exists (select 1 from public.qr_codes q where q.seed_lot_id = lot)
    or exists (select 1 from public.lot_recalls r where r.seed_lot_id = lot or r.origin_lot_id = lot) then
    raise exception using errcode = 'PT409', message = 'seed_lot_has_history';
  end if;
  -- its own stock records (its creation, opening balances, adjustments) go with it, with their
  -- ledger entries; ownership first, while the lot is there for the dashboard's count to see
  delete from public.lot_ownership o where o.seed_lot_id = lot;
  delete from public.transaction_manifests m
  where exists (select 1 from public.transaction_manifest_items i where i.manifest_id = m.id and i.seed_lot_id = lot);
  -- sources, farms, harvests, packaging and unredeemed claim codes cascade
  delete from public.seed_lots where id = lot;
end;
$$;
