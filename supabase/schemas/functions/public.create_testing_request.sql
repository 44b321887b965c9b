-- A seed company sends a sample of one of its lots for testing (issue 27). Security definer: the
-- laboratory is another organization, whose row the company may not write; the checks below are
-- the company's rights (an admin or manager of an organization that grows or owns the lot).
create or replace function public.create_testing_request(
  seed_lot_id text,
  laboratory_organization_id uuid,
  seed_class public.seed_class,
  tests public.seed_test[],
  sample_weight_g numeric,
  sample_drawn_on date,
  container public.seed_container default 'ordinary',
  is_revalidation boolean default false,
  notes text default null
)
  returns table (id uuid, sample_number text)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  lot public.seed_lots;
  laboratory uuid;
  wanted public.seed_test[];
begin
  select * into caller from private.lot_manager();
  select * into lot from public.seed_lots l where l.id = create_testing_request.seed_lot_id for share;
  if lot.id is null or not private.can_see_seed_lot(lot.id) then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  if lot.deleted_at is not null then
    raise exception using errcode = 'PT409', message = 'testing_lot_trashed';
  end if;

  if create_testing_request.laboratory_organization_id is null
    or create_testing_request.laboratory_organization_id = caller.organization_id then
    laboratory := caller.organization_id;
  else
    select o.id into laboratory from public.organizations o
    where o.id = create_testing_request.laboratory_organization_id
      and o.type = 'testing_agency' and o.status = 'active';
    if laboratory is null then
      raise exception using errcode = 'PT404', message = 'testing_laboratory_not_found';
    end if;
  end if;

  if seed_class is null then
    raise exception using errcode = 'PT400', message = 'testing_class_required';
  end if;
  if sample_weight_g is null or sample_weight_g <= 0 or sample_weight_g > 100000 then
    raise exception using errcode = 'PT400', message = 'testing_sample_weight_invalid';
  end if;
  if sample_drawn_on is null or sample_drawn_on > private.today_in_india() then
    raise exception using errcode = 'PT400', message = 'testing_sample_date_invalid';
  end if;

  -- physical purity, germination and moisture always; the optional tests once each, in order
  select array_agg(t order by t) into wanted
  from (
    select distinct t from unnest(coalesce(tests, '{}') || '{physical_purity,germination,moisture}'::public.seed_test[]) t
  ) as chosen;

  if exists (
    select 1 from private.packing_chain(lot.id) c
    join public.testing_requests q on q.seed_lot_id = c.lot_id
    where c.depth = 0 and q.status in ('requested', 'received', 'in_testing')
  ) then
    raise exception using errcode = 'PT409', message = 'testing_request_open';
  end if;
  if is_revalidation and not exists (
    select 1 from private.packing_chain(lot.id) c
    join public.testing_requests q on q.seed_lot_id = c.lot_id
    join public.test_reports r on r.testing_request_id = q.id
    where r.verdict <> 'fail'
  ) then
    raise exception using errcode = 'PT409', message = 'testing_revalidation_without_test';
  end if;

  return query
  insert into public.testing_requests as q (
    seed_lot_id, requesting_organization_id, laboratory_organization_id, seed_class, container, tests,
    sample_weight_g, sample_drawn_on, is_revalidation, notes, created_by
  )
  values (
    lot.id, caller.organization_id, laboratory, create_testing_request.seed_class,
    coalesce(create_testing_request.container, 'ordinary'), wanted, round(create_testing_request.sample_weight_g, 1),
    create_testing_request.sample_drawn_on, coalesce(create_testing_request.is_revalidation, false),
    nullif(btrim(coalesce(create_testing_request.notes, '')), ''), caller.profile_id
  )
  returning q.id, q.sample_number;
end;
$$;
comment on function public.create_testing_request(text, uuid, public.seed_class, public.seed_test[], numeric, date, public.seed_container, boolean, text) is
  'sends a sample of a lot the caller''s organization grows or owns to a laboratory (null or the own organization: its own laboratory); answers the request and its sample number.';
revoke all on function public.create_testing_request(text, uuid, public.seed_class, public.seed_test[], numeric, date, public.seed_container, boolean, text) from public, anon;
grant execute on function public.create_testing_request(text, uuid, public.seed_class, public.seed_test[], numeric, date, public.seed_container, boolean, text) to authenticated, service_role;
