-- activity_events: the dashboard's own data (spec 3 §2), append-only.
--
-- Every change the dashboard reports writes one event in the transaction that makes the
-- change, through private.record_activity(): a farm's insert trigger today; the seed-lot,
-- harvest and transaction functions call it as they arrive. An event may move one of the
-- four stat counters by ±1; organization_stats keeps the sums (updated in the same
-- transaction), so the dashboard is one indexed read however long the history grows, and no
-- slice ever rewrites the dashboard's view or counts function again.

create table public.activity_events (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind text not null constraint activity_events_kind_format check (kind ~ '^[a-z][a-z_]{2,62}$'),
  subject_id uuid not null,
  title text not null,
  actor_id uuid references auth.users (id) on delete set null,
  counter text constraint activity_events_counter_known
    check (counter in ('farms', 'seed_lots', 'testing_requests', 'transactions')),
  delta smallint not null default 0 constraint activity_events_delta_unit check (delta between -1 and 1),
  occurred_at timestamptz not null default now(),
  constraint activity_events_delta_needs_counter check (delta = 0 or counter is not null)
);
comment on table public.activity_events is
  'append-only events of an organization for the dashboard''s recent activity; written by private.record_activity() only.';

create index activity_events_recent_idx on public.activity_events (organization_id, occurred_at desc, id desc);
create index activity_events_actor_idx on public.activity_events (actor_id);

create table public.organization_stats (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  farms bigint not null default 0,
  seed_lots bigint not null default 0,
  testing_requests bigint not null default 0,
  transactions bigint not null default 0
);
comment on table public.organization_stats is
  'the dashboard''s four counts per organization, the running sums of activity_events.delta.';

-- writing ------------------------------------------------------------------------------------------

create function private.record_activity(
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
    insert into public.organization_stats as s (organization_id, farms, seed_lots, testing_requests, transactions)
    values (
      record_activity.organization_id,
      case when counter = 'farms' then delta else 0 end,
      case when counter = 'seed_lots' then delta else 0 end,
      case when counter = 'testing_requests' then delta else 0 end,
      case when counter = 'transactions' then delta else 0 end
    )
    on conflict on constraint organization_stats_pkey do update set
      farms = s.farms + excluded.farms,
      seed_lots = s.seed_lots + excluded.seed_lots,
      testing_requests = s.testing_requests + excluded.testing_requests,
      transactions = s.transactions + excluded.transactions;
  end if;
end;
$$;
comment on function private.record_activity(uuid, text, uuid, text, uuid, text, smallint) is
  'appends one dashboard event (and moves a stat counter by delta) in the caller''s transaction; for triggers and functions.';

revoke execute on function private.record_activity(uuid, text, uuid, text, uuid, text, smallint) from public, anon, authenticated;

-- events are facts: never edited (deleting an organization still removes its own)
create function private.refuse_activity_update()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  raise exception using errcode = 'PT403', message = 'activity_events_append_only';
end;
$$;

create trigger activity_events_append_only
  before update on public.activity_events
  for each statement execute function private.refuse_activity_update();

-- farms ----------------------------------------------------------------------------------------------

create function private.farm_created_activity()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.record_activity(new.organization_id, 'farm_created', new.id, new.name, new.grower_id, 'farms', 1::smallint);
  return null;
end;
$$;

create trigger farms_record_activity
  after insert on public.farms
  for each row execute function private.farm_created_activity();

-- what happened before this table existed
insert into public.activity_events (organization_id, kind, subject_id, title, actor_id, counter, delta, occurred_at)
select f.organization_id, 'farm_created', f.id, f.name, f.grower_id, 'farms', 1, f.created_at
from public.farms f
order by f.created_at, f.id;

insert into public.organization_stats (organization_id, farms)
select f.organization_id, count(*) from public.farms f group by f.organization_id;

-- reading --------------------------------------------------------------------------------------------

alter table public.activity_events enable row level security;
alter table public.organization_stats enable row level security;

create policy "members read their organization's activity"
  on public.activity_events for select to authenticated
  using (organization_id = (select private.current_organization_id()));

create policy "members read their organization's stats"
  on public.organization_stats for select to authenticated
  using (organization_id = (select private.current_organization_id()));

revoke all on public.activity_events, public.organization_stats from anon, authenticated;
grant select on public.activity_events, public.organization_stats to authenticated;
grant select on public.activity_events, public.organization_stats to service_role;

-- the view and counts function this replaces
drop view public.organization_activity;
drop function public.dashboard_counts();
