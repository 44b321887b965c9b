-- Dashboard activity reads as a sentence (issue 26, D-c4). The dashboard prints a manifest's
-- activity as '{title} recorded' / '{title} removed', so a production draw titled
-- 'Production lot created' read 'Production lot created recorded'. Its title is now the noun,
-- 'Production lot', like every other kind ('Sale recorded', 'Harvest recorded'). Same definition
-- as 20261123090000_transactions.sql otherwise. Events already written keep their title:
-- activity_events is append-only.

create or replace function private.manifest_activity()
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
      case manifest.manifest_type::text
        when 'SALE' then 'Sale' when 'TRANSFER' then 'Transfer' when 'ADJUSTMENT' then 'Adjustment'
        when 'INITIAL' then 'Opening stock' when 'unregistered' then 'Unregistered source procurement'
        when 'packaging' then 'Packaging' when 'production' then 'Harvest' when 'claim' then 'Origin claim'
        when 'production_draw' then 'Production lot'
        else manifest.manifest_type::text end,
      auth.uid(),
      'transactions',
      case when tg_op = 'INSERT' then 1 else -1 end::smallint
    );
  end loop;
  return null;
end;
$$;
