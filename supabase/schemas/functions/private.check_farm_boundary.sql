CREATE OR REPLACE FUNCTION private.check_farm_boundary()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  problem text := private.farm_boundary_problem(new.boundary);
begin
  if problem is not null then
    raise exception using errcode = 'check_violation', message = problem,
      constraint = 'farms_boundary_valid';
  end if;
  return new;
end
$function$;
comment on function private.check_farm_boundary() is 'rejects an invalid farm boundary with a message a user understands.';
revoke all on function private.check_farm_boundary() from public, anon, authenticated, service_role;
grant execute on function private.check_farm_boundary() to public;
