-- A seed company applies for certification of one of its production lots (issue 28): the agency, the
-- class sought (foundation or certified), the class of the source seed (a class above it) and its
-- tag or lot, and the area of the seed plot. Security definer: the agency is another organization.
create or replace function public.apply_for_certification(
  seed_lot_id text,
  agency_organization_id uuid,
  class_sought public.seed_class,
  source_class public.seed_class,
  area_acres numeric,
  source_reference text default null
)
  returns table (id uuid, application_number text)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  caller record;
  lot public.seed_lots;
  agency uuid;
begin
  select * into caller from private.lot_manager();
  select * into lot from public.seed_lots l where l.id = apply_for_certification.seed_lot_id for share;
  if lot.id is null or lot.grower_organization_id <> caller.organization_id then
    raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
  end if;
  if lot.deleted_at is not null then
    raise exception using errcode = 'PT409', message = 'certification_lot_trashed';
  end if;
  if lot.lot_type <> 'raw_production' then
    raise exception using errcode = 'PT409', message = 'certification_needs_production_lot';
  end if;
  select o.id into agency from public.organizations o
  where o.id = apply_for_certification.agency_organization_id
    and o.type = 'field_inspection_agency' and o.status = 'active';
  if agency is null then
    raise exception using errcode = 'PT404', message = 'certification_agency_not_found';
  end if;
  if class_sought is null or class_sought not in ('foundation', 'certified') then
    raise exception using errcode = 'PT400', message = 'certification_class_invalid';
  end if;
  -- breeder seed gives foundation seed; breeder or foundation seed gives certified seed
  if source_class is null or source_class not in ('breeder', 'foundation', 'certified', 'truthfully_labelled')
    or array_position(enum_range(null::public.seed_class), source_class)
      >= array_position(enum_range(null::public.seed_class), class_sought) then
    raise exception using errcode = 'PT400', message = 'certification_source_class_invalid';
  end if;
  if area_acres is null or area_acres <= 0 or area_acres > 100000 then
    raise exception using errcode = 'PT400', message = 'certification_area_invalid';
  end if;
  if exists (
    select 1 from public.certification_applications a
    where a.seed_lot_id = lot.id and a.status in ('applied', 'inspecting', 'certified')
  ) then
    raise exception using errcode = 'PT409', message = 'certification_application_open';
  end if;

  return query
  insert into public.certification_applications as a (
    seed_lot_id, applicant_organization_id, agency_organization_id, class_sought, source_class,
    source_reference, area_acres, created_by
  ) values (
    lot.id, caller.organization_id, agency, class_sought, source_class,
    nullif(btrim(source_reference), ''), round(area_acres, 2), caller.profile_id
  )
  returning a.id, a.application_number;
end;
$$;
comment on function public.apply_for_certification(text, uuid, public.seed_class, public.seed_class, numeric, text) is
  'a seed company''s application to a certification agency for certification of one of its production lots; answers the application and its number.';
revoke all on function public.apply_for_certification(text, uuid, public.seed_class, public.seed_class, numeric, text) from public, anon, authenticated, service_role;
grant execute on function public.apply_for_certification(text, uuid, public.seed_class, public.seed_class, numeric, text) to authenticated, service_role;
