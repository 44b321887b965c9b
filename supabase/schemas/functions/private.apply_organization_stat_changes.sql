CREATE OR REPLACE FUNCTION private.apply_organization_stat_changes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  with applied as (
    delete from private.organization_stat_changes c
    where c.transaction_id = pg_current_xact_id()
    returning c.organization_id, c.counter, c.delta
  ), sums as (
    select a.organization_id,
      coalesce(sum(a.delta) filter (where a.counter = 'farms'), 0) as farms,
      coalesce(sum(a.delta) filter (where a.counter = 'seed_lots'), 0) as seed_lots,
      coalesce(sum(a.delta) filter (where a.counter = 'testing_requests'), 0) as testing_requests,
      coalesce(sum(a.delta) filter (where a.counter = 'transactions'), 0) as transactions
    from applied a
    group by a.organization_id
  )
  insert into public.organization_stats as s (organization_id, farms, seed_lots, testing_requests, transactions)
  select * from sums order by organization_id
  on conflict on constraint organization_stats_pkey do update set
    farms = s.farms + excluded.farms,
    seed_lots = s.seed_lots + excluded.seed_lots,
    testing_requests = s.testing_requests + excluded.testing_requests,
    transactions = s.transactions + excluded.transactions;
  return null;
end;
$function$;
revoke all on function private.apply_organization_stat_changes() from public, anon, authenticated, service_role;
