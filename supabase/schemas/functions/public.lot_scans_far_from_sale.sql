CREATE OR REPLACE FUNCTION public.lot_scans_far_from_sale(lot text, far_km numeric DEFAULT 300)
 RETURNS bigint
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  organization uuid := private.current_organization_id();
  found public.seed_lots;
begin
  select * into found from public.seed_lots l where l.id = lot;
  if organization is null or found.id is null or not exists (
    select 1 from private.org_sees_lot(lot, found.grower_organization_id, organization) seen where seen.visible
  ) then
    return null;
  end if;
  return private.scans_far_from_sale(lot, far_km);
end;
$function$;
comment on function public.lot_scans_far_from_sale(lot text, far_km numeric) is 'how many located scans of the lot''s codes were more than far_km from every place the lot was sold (null when the caller does not see the lot, private.org_sees_lot). Security definer: the places of sale come from other organizations'' manifests and farms (private.scans_far_from_sale).';
revoke all on function public.lot_scans_far_from_sale(lot text, far_km numeric) from public, anon, authenticated, service_role;
grant execute on function public.lot_scans_far_from_sale(lot text, far_km numeric) to authenticated;
grant execute on function public.lot_scans_far_from_sale(lot text, far_km numeric) to service_role;
