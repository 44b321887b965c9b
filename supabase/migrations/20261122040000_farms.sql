-- farms
--
-- farming locations of an organization (spec 3 §3) with the drawn boundary as a geography
-- polygon and the point location, and row-level security by organization:
--   * members of the organization read its farms;
--   * members with role admin or manager (spec 3 §2, §6: the farm routes' roles) create and
--     edit them; the creating user is recorded as grower_id;
--   * nobody deletes farms through the api roles (the spec has no delete).
-- boundaries are checked on the way in (one closed ring, at least 3 distinct points, not
-- crossing itself) with a clear message, and their area is stored as computed on the sphere
-- (st_area(geog, false), radius 6371008.8 m: the number @turf/area shows in the browser).

create extension if not exists pg_trgm with schema extensions;

-- enums ----------------------------------------------------------------------------------------

create type public.area_unit as enum ('acres', 'hectares', 'sq_ft', 'sq_m');
comment on type public.area_unit is 'unit of a farm''s total area (spec 3 §3).';

create type public.irrigation_method as enum ('drip', 'sprinkler', 'flood', 'center_pivot', 'none');
comment on type public.irrigation_method is 'irrigation of a farm; none means rainfed (spec 3 §3).';

create type public.ownership_status as enum ('owned', 'leased', 'contract');
comment on type public.ownership_status is 'how the organization holds a farm (spec 3 §3).';

create type public.soil_type as enum ('clay', 'sandy', 'loamy', 'silty', 'peaty', 'chalky', 'other');
comment on type public.soil_type is 'soil of a farm (spec 3 §3).';

create type public.irrigation_source as enum ('well', 'river', 'lake', 'rain', 'municipal');
comment on type public.irrigation_source is 'water sources a farm lists (spec 3 §3).';

-- boundary check -------------------------------------------------------------------------------

create function private.farm_boundary_problem(boundary extensions.geography)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  shape extensions.geometry;
  ring extensions.geometry;
  distinct_points integer;
begin
  if boundary is null then
    return null;
  end if;
  shape := boundary::extensions.geometry;
  if extensions.geometrytype(shape) <> 'POLYGON' or extensions.st_nrings(shape) <> 1 then
    return 'The boundary is not a valid polygon';
  end if;
  ring := extensions.st_exteriorring(shape);
  select count(distinct (extensions.st_x(d.geom), extensions.st_y(d.geom)))
    into distinct_points
    from extensions.st_dumppoints(ring) d;
  if distinct_points < 3 then
    return 'Please mark at least 3 boundary points on the map';
  end if;
  if not extensions.st_isclosed(ring) then
    return 'The boundary must be a closed ring (the last point equals the first)';
  end if;
  if not extensions.st_isvalid(shape) then
    return 'The boundary must not cross itself';
  end if;
  return null;
end
$$;
comment on function private.farm_boundary_problem(extensions.geography) is
  'why a farm boundary is rejected (spec 3 §5 wording for too few points), null when it is valid.';

create function private.check_farm_boundary()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  problem text := private.farm_boundary_problem(new.boundary);
begin
  if problem is not null then
    raise exception using errcode = 'check_violation', message = problem,
      constraint = 'farms_boundary_valid';
  end if;
  return new;
end
$$;
comment on function private.check_farm_boundary() is 'rejects an invalid farm boundary with a message a user understands.';

-- farms ----------------------------------------------------------------------------------------

create table public.farms (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  grower_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (length(btrim(name)) between 1 and 200),
  identifier text check (identifier is null or length(identifier) between 1 and 50),
  address text check (address is null or length(address) <= 500),
  total_area double precision check (total_area is null or (total_area > 0 and total_area <= 1e9)),
  area_unit public.area_unit not null default 'acres',
  irrigation_method public.irrigation_method,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  ownership_status public.ownership_status,
  soil_type public.soil_type,
  soil_characteristics jsonb check (soil_characteristics is null or jsonb_typeof(soil_characteristics) = 'object'),
  irrigation_sources public.irrigation_source[] not null default '{}',
  boundary extensions.geography(Polygon, 4326),
  -- square metres on the sphere; the browser's @turf/area gives the same number.
  boundary_area_sq_m double precision
    generated always as (extensions.st_area(boundary, false)) stored,
  location extensions.geography(Point, 4326)
    generated always as (
      case when latitude is not null and longitude is not null
        then extensions.st_setsrid(extensions.st_makepoint(longitude, latitude), 4326)::extensions.geography
      end
    ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((latitude is null) = (longitude is null))
);
comment on table public.farms is
  'farming locations of an organization with address, point location, total area and drawn boundary (spec 3 §3).';
comment on column public.farms.grower_id is 'the user who created the farm.';
comment on column public.farms.boundary_area_sq_m is 'st_area(boundary, false): the boundary''s area on the sphere, square metres.';

-- the list: by organization, newest first; filters and search (spec 3 §2) are indexed.
create index farms_organization_id_created_at_idx on public.farms (organization_id, created_at desc);
create index farms_organization_id_ownership_status_idx on public.farms (organization_id, ownership_status);
create index farms_organization_id_irrigation_method_idx on public.farms (organization_id, irrigation_method);
create index farms_search_trgm_idx on public.farms using gin (
  (lower(name || ' ' || coalesce(identifier, '') || ' ' || coalesce(address, ''))) extensions.gin_trgm_ops
);
create index farms_grower_id_idx on public.farms (grower_id);
create index farms_boundary_idx on public.farms using gist (boundary);
create index farms_location_idx on public.farms using gist (location);

create trigger farms_check_boundary
  before insert or update of boundary on public.farms
  for each row execute function private.check_farm_boundary();

create trigger farms_set_updated_at
  before update on public.farms
  for each row execute function private.set_updated_at();

-- helper of the policies -----------------------------------------------------------------------

create function private.can_manage_farms()
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.auth_id = auth.uid() and p.role in ('admin', 'manager') and p.organization_id is not null
  )
$$;
comment on function private.can_manage_farms() is
  'whether the caller has a role that may create and edit farms (admin or manager); for policies.';

revoke execute on function private.can_manage_farms() from public, anon;
grant execute on function private.can_manage_farms() to authenticated, service_role;
revoke execute on function private.farm_boundary_problem(extensions.geography) from public, anon;
grant execute on function private.farm_boundary_problem(extensions.geography) to authenticated, service_role;

-- row-level security ---------------------------------------------------------------------------

alter table public.farms enable row level security;

create policy "members read their organization's farms"
  on public.farms for select to authenticated
  using (organization_id = (select private.current_organization_id()));

create policy "admins and managers create farms in their organization"
  on public.farms for insert to authenticated
  with check (
    organization_id = (select private.current_organization_id())
    and (select private.can_manage_farms())
    and grower_id = (select auth.uid())
  );

create policy "admins and managers edit their organization's farms"
  on public.farms for update to authenticated
  using (organization_id = (select private.current_organization_id()) and (select private.can_manage_farms()))
  with check (organization_id = (select private.current_organization_id()) and (select private.can_manage_farms()));

-- the api roles write only the farm's own columns; organization, grower and the computed
-- columns are not theirs to change after the insert.
revoke all on public.farms from anon, authenticated;
grant select on public.farms to authenticated;
grant insert (
  organization_id, grower_id, name, identifier, address, total_area, area_unit, irrigation_method,
  latitude, longitude, ownership_status, soil_type, soil_characteristics, irrigation_sources, boundary
) on public.farms to authenticated;
grant update (
  name, identifier, address, total_area, area_unit, irrigation_method, latitude, longitude,
  ownership_status, soil_type, soil_characteristics, irrigation_sources, boundary
) on public.farms to authenticated;
