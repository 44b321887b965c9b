CREATE OR REPLACE FUNCTION public.gs1_lot_code(gtin text, batch text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select q.code
  from public.qr_codes q
  where q.seed_lot_id = private.lot_of_gs1_batch(left(gs1_lot_code.batch, 40))
    and q.kind = 'lot'
    and q.status = 'active'
    and private.gtin_holds_lot(gs1_lot_code.gtin, q.seed_lot_id)
  order by q.created_at desc
  limit 1
$function$;
comment on function public.gs1_lot_code(gtin text, batch text) is 'the active lot-level code of the lot a GS1 Digital Link /01/{gtin}/10/{batch} names (the GTIN its grower''s or an owner''s), or null: where the resolver sends a lot-level link (its verification page /v/{code}). Security definer, service_role only (the BFF''s public resolver, after its limits), as the page''s other functions.';
revoke all on function public.gs1_lot_code(gtin text, batch text) from public, anon, authenticated, service_role;
grant execute on function public.gs1_lot_code(gtin text, batch text) to service_role;
