-- farms functions
--
-- the spec's server functions for supabase clients (spec 3 §7), security invoker so the
-- policies of public.farms decide what is visible and writable:
--   * get_farm_with_boundary(farm_id): a farm with its boundary as geojson;
--   * update_farm_with_polygon(...): edits a farm and replaces its boundary from geojson;
-- and what the dashboard reads (spec 3 §2):
--   * organization_activity: the organization's real events, newest first (farms created now;
--     the lots and manifests migrations add their events by replacing the view);
--   * dashboard_counts(): the stat cards' counts in one call (lots and transactions are 0
--     until their tables exist; their migrations replace the function).

create function public.get_farm_with_boundary(farm_id uuid)
  returns jsonb
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select (to_jsonb(f) - 'boundary' - 'location')
    || jsonb_build_object('boundary', extensions.st_asgeojson(f.boundary, 7)::jsonb)
  from public.farms f
  where f.id = get_farm_with_boundary.farm_id
$$;
comment on function public.get_farm_with_boundary(uuid) is
  'one farm with its boundary as a geojson polygon (coordinates [lng, lat], ring closed); null when not visible.';

create function public.update_farm_with_polygon(
  _farm_id uuid,
  _name text,
  _identifier text,
  _address text,
  _total_area double precision,
  _area_unit public.area_unit,
  _irrigation_method public.irrigation_method,
  _latitude double precision,
  _longitude double precision,
  _ownership_status public.ownership_status,
  _geojson jsonb
)
  returns uuid
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  updated_id uuid;
begin
  update public.farms f set
    name = _name,
    identifier = nullif(btrim(_identifier), ''),
    address = _address,
    total_area = _total_area,
    area_unit = coalesce(_area_unit, 'acres'),
    irrigation_method = _irrigation_method,
    latitude = _latitude,
    longitude = _longitude,
    ownership_status = _ownership_status,
    boundary = case
      when _geojson is null or jsonb_typeof(_geojson) = 'null' then f.boundary
      else extensions.st_setsrid(extensions.st_geomfromgeojson(_geojson::text), 4326)::extensions.geography
    end
  where f.id = _farm_id
  returning f.id into updated_id;
  if updated_id is null then
    raise exception using errcode = 'no_data_found',
      message = 'Farm not found. The farm you''re looking for doesn''t exist or you don''t have access to it.';
  end if;
  return updated_id;
end
$$;
comment on function public.update_farm_with_polygon(uuid, text, text, text, double precision, public.area_unit,
  public.irrigation_method, double precision, double precision, public.ownership_status, jsonb) is
  'edits a farm and, when _geojson is given, replaces its boundary (spec 3 §7); the policies of farms apply.';

create view public.organization_activity
  with (security_invoker = true)
as
  select
    f.organization_id,
    'farm_created'::text as kind,
    f.id as subject_id,
    f.name as title,
    f.grower_id as actor_id,
    f.created_at as occurred_at
  from public.farms f;
comment on view public.organization_activity is
  'real events of an organization for the dashboard''s recent activity; one union branch per kind.';

create function public.dashboard_counts()
  returns table (farms bigint, seed_lots bigint, testing_requests bigint, transactions bigint)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select
    (select count(*) from public.farms f where f.organization_id = (select private.current_organization_id())),
    0::bigint,
    0::bigint,
    0::bigint
$$;
comment on function public.dashboard_counts() is
  'the dashboard''s four counts for the caller''s organization; testing requests are 0 until testing exists.';

revoke execute on function public.get_farm_with_boundary(uuid), public.dashboard_counts(),
  public.update_farm_with_polygon(uuid, text, text, text, double precision, public.area_unit,
    public.irrigation_method, double precision, double precision, public.ownership_status, jsonb)
  from public, anon;
grant execute on function public.get_farm_with_boundary(uuid), public.dashboard_counts(),
  public.update_farm_with_polygon(uuid, text, text, text, double precision, public.area_unit,
    public.irrigation_method, double precision, double precision, public.ownership_status, jsonb)
  to authenticated, service_role;
revoke all on public.organization_activity from anon;
grant select on public.organization_activity to authenticated, service_role;
