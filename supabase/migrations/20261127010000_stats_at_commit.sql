-- The dashboard's counters are moved at commit, in one order, instead of in the middle of a write.
--
-- private.record_activity() used to upsert the organization's single organization_stats row at
-- the moment an event was recorded: a trigger on the manifest insert, on the new lot's ownership
-- row … So every write of an organization locked that row, each flow at a different point —
-- create_transaction after locking the lots' ownership rows, packaging and production before
-- drawing from theirs — and two such writes on one lot deadlocked (40P01, issue 24).
--
-- Now an event only appends its counter's change to private.organization_stat_changes (an insert
-- locks nothing another writer waits for). A deferred constraint trigger applies the
-- transaction's changes when it commits, after every lot and ownership lock the write took, and
-- the first one to fire applies all of them at once, organization by organization in id order,
-- so two commits that move two organizations' counters take those rows in the same order.

create table private.organization_stat_changes (
  id bigint generated always as identity primary key,
  -- the top-level transaction that made the change (the same inside a plpgsql exception block)
  transaction_id xid8 not null default pg_current_xact_id(),
  organization_id uuid not null,
  counter text not null
    constraint organization_stat_changes_counter_known
    check (counter in ('farms', 'seed_lots', 'testing_requests', 'transactions')),
  delta smallint not null constraint organization_stat_changes_delta_unit check (delta in (-1, 1))
);
comment on table private.organization_stat_changes is
  'counter changes of transactions not yet committed; applied to organization_stats and deleted at commit.';
create index organization_stat_changes_transaction_idx on private.organization_stat_changes (transaction_id);
alter table private.organization_stat_changes enable row level security;
revoke all on private.organization_stat_changes from public, anon, authenticated;

create or replace function private.record_activity(
  organization_id uuid,
  kind text,
  subject_id uuid,
  title text,
  actor_id uuid,
  counter text default null,
  delta smallint default 0
)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.activity_events (organization_id, kind, subject_id, title, actor_id, counter, delta)
  values (organization_id, kind, subject_id, title, actor_id, counter, delta);
  if delta <> 0 then
    insert into private.organization_stat_changes (organization_id, counter, delta)
    values (record_activity.organization_id, record_activity.counter, record_activity.delta);
  end if;
end;
$$;

-- applies (and removes) every counter change of the committing transaction, in organization order
create function private.apply_organization_stat_changes()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
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
$$;
revoke execute on function private.apply_organization_stat_changes() from public, anon, authenticated;

create constraint trigger organization_stat_changes_apply_at_commit
  after insert on private.organization_stat_changes
  deferrable initially deferred
  for each row execute function private.apply_organization_stat_changes();
