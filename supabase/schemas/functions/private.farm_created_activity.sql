CREATE OR REPLACE FUNCTION private.farm_created_activity()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.record_activity(new.organization_id, 'farm_created', new.id, new.name, new.grower_id, 'farms', 1::smallint);
  return null;
end;
$function$;
revoke all on function private.farm_created_activity() from public, anon, authenticated, service_role;
grant execute on function private.farm_created_activity() to public;
