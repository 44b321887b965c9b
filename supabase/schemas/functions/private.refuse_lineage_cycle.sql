CREATE OR REPLACE FUNCTION private.refuse_lineage_cycle()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  child text;
  ancestor text;
begin
  if tg_table_name = 'seed_lots' then
    child := new.id;
    ancestor := new.parent_lot_id;
  else
    child := new.seed_lot_id;
    ancestor := new.source_lot_id;
  end if;
  -- the new link makes `ancestor` an ancestor of `child`: refused when `child` already is one of `ancestor`.
  if ancestor is not null and private.is_lot_ancestor(child, ancestor) then
    raise exception 'a seed lot cannot descend from itself'
      using errcode = 'check_violation', constraint = 'seed_lots_lineage_acyclic';
  end if;
  return new;
end;
$function$;
revoke all on function private.refuse_lineage_cycle() from public, anon, authenticated, service_role;
grant execute on function private.refuse_lineage_cycle() to public;
