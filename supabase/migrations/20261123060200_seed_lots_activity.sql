-- the dashboard's seed-lot and transaction counts and recent activity from real lots and
-- manifests (spec 3 §2: seed lots are counted by lot_ownership rows of the organization,
-- transactions by manifests it sent or received), through private.record_activity() in the
-- transaction that makes the change (20261123030000_activity_events.sql).

create function private.lot_ownership_activity()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  label text;
begin
  if tg_op = 'INSERT' then
    select new.seed_lot_id || ' (' || c.name || ')' into label
    from public.seed_lots l join public.crops c on c.id = l.crop_id where l.id = new.seed_lot_id;
    perform private.record_activity(new.owner_organization_id, 'lot_created', new.id, coalesce(label, new.seed_lot_id),
      auth.uid(), 'seed_lots', 1::smallint);
  else
    perform private.record_activity(old.owner_organization_id, 'lot_deleted', old.id, old.seed_lot_id,
      auth.uid(), 'seed_lots', -1::smallint);
  end if;
  return null;
end;
$$;

create trigger lot_ownership_record_activity
  after insert or delete on public.lot_ownership
  for each row execute function private.lot_ownership_activity();

create function private.manifest_activity()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  manifest public.transaction_manifests := case when tg_op = 'INSERT' then new else old end;
  organization uuid;
begin
  for organization in
    select distinct o from unnest(array[manifest.from_org_id, manifest.to_org_id]) o where o is not null
  loop
    perform private.record_activity(
      organization,
      case when tg_op = 'INSERT' then 'manifest_created' else 'manifest_deleted' end,
      manifest.id,
      case manifest.manifest_type
        when 'SALE' then 'Sale' when 'TRANSFER' then 'Transfer' when 'ADJUSTMENT' then 'Adjustment'
        when 'INITIAL' then 'Opening stock' when 'unregistered' then 'Unregistered source procurement'
        when 'packaging' then 'Packaging' when 'production' then 'Harvest' when 'claim' then 'Origin claim'
        else manifest.manifest_type::text end,
      auth.uid(),
      'transactions',
      case when tg_op = 'INSERT' then 1 else -1 end::smallint
    );
  end loop;
  return null;
end;
$$;

create trigger transaction_manifests_record_activity
  after insert or delete on public.transaction_manifests
  for each row execute function private.manifest_activity();
