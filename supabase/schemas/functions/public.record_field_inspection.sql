-- The agency records an inspection of an application's seed plot (issue 28): accepted, the
-- application is being inspected; rejected (with its reason), the application ends.
create or replace function public.record_field_inspection(
  application_id uuid,
  inspected_on date,
  stage public.crop_stage,
  inspector_name text,
  off_types_pct numeric,
  isolation_met boolean,
  objectionable_weed_plants integer,
  diseased_plants_pct numeric,
  outcome public.inspection_outcome,
  rejection_reason text default null,
  remarks text default null
)
  returns uuid
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  work record;
  reason text := nullif(btrim(coalesce(rejection_reason, '')), '');
  inspection uuid;
begin
  select * into work from private.agency_application_for_update(application_id);
  if (work.application_row).status not in ('applied', 'inspecting') then
    raise exception using errcode = 'PT409', message = 'certification_application_closed';
  end if;
  if inspected_on is null or inspected_on > private.today_in_india() then
    raise exception using errcode = 'PT400', message = 'certification_inspection_date_invalid';
  end if;
  if stage is null then
    raise exception using errcode = 'PT400', message = 'certification_stage_required';
  end if;
  if nullif(btrim(coalesce(inspector_name, '')), '') is null then
    raise exception using errcode = 'PT400', message = 'certification_inspector_required';
  end if;
  if off_types_pct is null or off_types_pct < 0 or off_types_pct > 100 or diseased_plants_pct is null
    or diseased_plants_pct < 0 or diseased_plants_pct > 100 then
    raise exception using errcode = 'PT400', message = 'certification_percent_invalid';
  end if;
  if objectionable_weed_plants is null or objectionable_weed_plants < 0 or isolation_met is null then
    raise exception using errcode = 'PT400', message = 'certification_inspection_invalid';
  end if;
  if outcome is null then
    raise exception using errcode = 'PT400', message = 'certification_outcome_required';
  end if;
  if outcome = 'rejected' and reason is null then
    raise exception using errcode = 'PT400', message = 'certification_rejection_reason_required';
  end if;

  insert into public.field_inspections as i (
    application_id, inspected_on, stage, inspector_name, off_types_pct, isolation_met,
    objectionable_weed_plants, diseased_plants_pct, remarks, outcome, rejection_reason, created_by
  ) values (
    (work.application_row).id, inspected_on, stage, btrim(inspector_name), off_types_pct, isolation_met,
    objectionable_weed_plants, diseased_plants_pct, nullif(btrim(remarks), ''), outcome,
    case when outcome = 'rejected' then reason end, work.profile_id
  )
  returning i.id into inspection;

  update public.certification_applications a
  set status = case when outcome = 'rejected' then 'rejected' else 'inspecting' end::public.certification_status,
      rejection_reason = case when outcome = 'rejected' then reason end
  where a.id = (work.application_row).id;
  return inspection;
end;
$$;
comment on function public.record_field_inspection(uuid, date, public.crop_stage, text, numeric, boolean, integer, numeric, public.inspection_outcome, text, text) is
  'the agency records a field inspection of an application''s seed plot; a rejected inspection ends the application with its reason.';
revoke all on function public.record_field_inspection(uuid, date, public.crop_stage, text, numeric, boolean, integer, numeric, public.inspection_outcome, text, text) from public, anon, authenticated, service_role;
grant execute on function public.record_field_inspection(uuid, date, public.crop_stage, text, numeric, boolean, integer, numeric, public.inspection_outcome, text, text) to authenticated, service_role;
