CREATE OR REPLACE FUNCTION private.is_lot_ancestor(candidate text, lot text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from private.lot_ancestors(lot) a where a.id = candidate)
$function$;
comment on function private.is_lot_ancestor(candidate text, lot text) is 'whether a lot is another lot or one of its ancestors (parent and source links, private.lot_ancestors): the cycle check of new links (private.refuse_lineage_cycle). Security definer: it walks links of lots the caller may not see, and answers only yes or no; service_role only.';
revoke all on function private.is_lot_ancestor(candidate text, lot text) from public, anon, authenticated, service_role;
grant execute on function private.is_lot_ancestor(candidate text, lot text) to service_role;
