create or replace function private.gtin_holds_lot(gtin text, lot text)
  returns boolean
  language sql
  stable
as $$
  -- plain SQL, every name with its schema: inlined into the security-definer resolvers that call it
  select exists (
    select 1 from public.organizations o
    where pg_catalog.lpad(o.gtin, 14, '0') = case when gtin_holds_lot.gtin ~ '^([0-9]{8}|[0-9]{12,14})$'
                                                  then pg_catalog.lpad(gtin_holds_lot.gtin, 14, '0') end
      and o.gtin is not null
      and (o.id = (select l.grower_organization_id from public.seed_lots l where l.id = gtin_holds_lot.lot)
           or exists (select 1 from public.lot_ownership w
                      where w.seed_lot_id = gtin_holds_lot.lot and w.owner_organization_id = o.id))
  )
$$;
comment on function private.gtin_holds_lot(gtin text, lot text) is 'whether a GS1 Digital Link''s GTIN (8, 12, 13 or 14 digits) is that of the lot''s grower or of an organization owning some of it: the GS1 resolvers'' (private.gs1_packet_code, public.gs1_lot_code) one check that a link names a lot of ours.';
revoke all on function private.gtin_holds_lot(gtin text, lot text) from public, anon, authenticated, service_role;
grant execute on function private.gtin_holds_lot(gtin text, lot text) to service_role;
