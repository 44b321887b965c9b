CREATE OR REPLACE FUNCTION private.lot_trash_activity()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  owner record;
  trashed boolean := new.deleted_at is not null;
begin
  for owner in
    select o.id, o.owner_organization_id from public.lot_ownership o where o.seed_lot_id = new.id
    order by o.owner_organization_id
  loop
    perform private.record_activity(owner.owner_organization_id,
      case when trashed then 'lot_trashed' else 'lot_restored' end, owner.id, new.id,
      auth.uid(), 'seed_lots', case when trashed then -1 else 1 end::smallint);
  end loop;
  return null;
end;
$function$;
revoke all on function private.lot_trash_activity() from public, anon, authenticated, service_role;
grant execute on function private.lot_trash_activity() to public;
