CREATE OR REPLACE FUNCTION public.seed_lot_list_items(lots text[])
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
declare
  organization uuid := (select p.organization_id from public.profiles p where p.auth_id = auth.uid());
begin
  if organization is null then
    return '[]'::json;
  end if;
  return (
    select coalesce(json_agg(r.item order by r.lot_position), '[]'::json)
    from private.lot_list_rows(lots, organization) r
  );
end;
$function$;
comment on function public.seed_lot_list_items(lots text[]) is 'the seed-lot list rows of the lots given, in their order, as a json array; lots the caller cannot see are left out; timestamps as the API''s text (rows from private.lot_list_rows). Security definer: who may see each lot is checked once per lot (private.org_sees_lot), then its rows are read past their policies, whose rules it restates (supabase/tests/seed-lots-definer.test.ts proves the answers equal).';
revoke all on function public.seed_lot_list_items(lots text[]) from public, anon, authenticated, service_role;
grant execute on function public.seed_lot_list_items(lots text[]) to authenticated;
grant execute on function public.seed_lot_list_items(lots text[]) to service_role;
