-- untested_acknowledged: the seller knows that lots of this sale were never tested and sells them as
-- truthfully labelled seed of a non-notified kind (recorded on their items).
drop function if exists public.create_transaction(public.manifest_type, jsonb, uuid, text, text);
CREATE OR REPLACE FUNCTION public.create_transaction(manifest_type manifest_type, items jsonb, recipient_organization_id uuid DEFAULT NULL::uuid, recipient_email text DEFAULT NULL::text, overall_notes text DEFAULT NULL::text, untested_acknowledged boolean DEFAULT false)
 RETURNS TABLE(manifest_id uuid, status manifest_status, claim_token text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller record;
  kind public.manifest_type := create_transaction.manifest_type;
  recipient public.organizations;
  email text := nullif(lower(btrim(coalesce(recipient_email, ''))), '');
  state public.manifest_status := 'COMPLETED';
  manifest uuid;
  token text;
  entry record;
  item uuid;
  draw record;
  owned public.lot_ownership;
  lot_row record;
  target numeric;
  quality record;
  untested boolean;
begin
  select * into caller from private.lot_manager();
  if kind is null or kind not in ('SALE', 'TRANSFER', 'ADJUSTMENT', 'INITIAL') then
    raise exception using errcode = 'PT400', message = 'transaction_type_invalid';
  end if;
  if jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) = 0 then
    raise exception using errcode = 'PT400', message = 'transaction_lots_required';
  end if;

  create temporary table if not exists pg_temp.transaction_items (
    ord integer, lot_id text, quantity numeric, unit public.quantity_unit, price numeric,
    currency public.currency_code, notes text
  ) on commit drop;
  truncate pg_temp.transaction_items;
  insert into pg_temp.transaction_items
  select t.ord::integer, t.lot_id, t.quantity, t.unit, t.price_per_unit, t.currency, nullif(btrim(t.notes), '')
  from rows from (jsonb_to_recordset(items) as (lot_id text, quantity numeric, unit public.quantity_unit,
    price_per_unit numeric, currency public.currency_code, notes text)) with ordinality
    as t(lot_id, quantity, unit, price_per_unit, currency, notes, ord);

  -- spec 2 §5, in its order, for each lot in the order given
  for entry in select * from pg_temp.transaction_items order by ord loop
    if entry.lot_id is null then
      raise exception using errcode = 'PT400', message = 'transaction_lots_required';
    end if;
    if entry.quantity is null or entry.quantity <= 0 then
      raise exception using errcode = 'PT400', message = 'transaction_quantity_invalid', detail = entry.lot_id;
    end if;
    if entry.unit is null then
      raise exception using errcode = 'PT400', message = 'transaction_unit_required', detail = entry.lot_id;
    end if;
    if kind = 'SALE' and (entry.price is null or entry.price < 0) then
      raise exception using errcode = 'PT400', message = 'transaction_price_invalid', detail = entry.lot_id;
    end if;
    if kind = 'SALE' and entry.currency is null then
      raise exception using errcode = 'PT400', message = 'transaction_currency_required', detail = entry.lot_id;
    end if;
  end loop;
  if exists (select 1 from pg_temp.transaction_items group by lot_id having count(*) > 1) then
    raise exception using errcode = 'PT400', message = 'transaction_lot_twice';
  end if;
  if kind = 'ADJUSTMENT' and nullif(btrim(coalesce(overall_notes, '')), '') is null then
    raise exception using errcode = 'PT400', message = 'adjustment_reason_required';
  end if;

  -- the recipient: an organization on the portal, or an e-mail address (not both)
  if kind in ('SALE', 'TRANSFER') then
    if recipient_organization_id is not null and email is not null then
      raise exception using errcode = 'PT400', message = 'transaction_recipient_invalid';
    end if;
    if recipient_organization_id is not null then
      select * into recipient from public.organizations o
      where o.id = recipient_organization_id and o.status = 'active';
      if recipient.id is null then
        raise exception using errcode = 'PT404', message = 'transaction_recipient_not_found';
      end if;
      if recipient.id = caller.organization_id then
        raise exception using errcode = 'PT400', message = 'transaction_recipient_self';
      end if;
      if recipient.accept_transfers_manually then
        state := 'PENDING';
      end if;
    elsif email is not null then
      if email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
        raise exception using errcode = 'PT400', message = 'transaction_recipient_invalid';
      end if;
      state := 'AWAITING_CLAIM';
      token := private.new_claim_code();
    elsif kind = 'TRANSFER' then
      raise exception using errcode = 'PT400', message = 'transaction_recipient_required';
    end if;
  elsif recipient_organization_id is not null or email is not null then
    raise exception using errcode = 'PT400', message = 'transaction_recipient_invalid';
  end if;

  -- every ownership row this manifest may touch, locked in one order (concurrent manifests on the
  -- same lots wait for each other instead of deadlocking)
  perform 1 from public.lot_ownership o
  where o.seed_lot_id in (select t.lot_id from pg_temp.transaction_items t)
    and o.owner_organization_id in (caller.organization_id, recipient.id)
  order by o.seed_lot_id, o.owner_organization_id
  for update;

  insert into public.transaction_manifests (
    manifest_type, status, from_org_id, to_org_id, from_user_id, to_email, claim_token_hash, overall_notes,
    created_by
  ) values (
    kind, state, caller.organization_id,
    case when kind in ('ADJUSTMENT', 'INITIAL') then caller.organization_id else recipient.id end,
    caller.profile_id, email, case when token is not null then private.claim_code_hash(token) end,
    nullif(btrim(overall_notes), ''), caller.profile_id
  ) returning id into manifest;

  for entry in select * from pg_temp.transaction_items order by lot_id loop
    -- the lot must be one the caller's organization owns (some of), and not in the trash
    select o.* into owned from public.lot_ownership o
    join public.seed_lots l on l.id = o.seed_lot_id and l.deleted_at is null
    where o.seed_lot_id = entry.lot_id and o.owner_organization_id = caller.organization_id;
    if owned.id is null then
      -- a lot the organization grows but owns none of (any more): nothing to give; an adjustment or
      -- an opening balance starts from 0 in the lot's unit
      select l.id, l.quantity_unit into lot_row from public.seed_lots l
      where l.id = entry.lot_id and l.grower_organization_id = caller.organization_id and l.deleted_at is null;
      if lot_row.id is null then
        raise exception using errcode = 'PT404', message = 'seed_lot_not_found';
      end if;
      if kind in ('SALE', 'TRANSFER') then
        raise exception using errcode = 'PT409', message = 'insufficient_quantity',
          detail = '0 ' || coalesce(lot_row.quantity_unit, entry.unit)::text;
      end if;
      owned.quantity_owned := 0;
      owned.unit_of_measure := coalesce(lot_row.quantity_unit, entry.unit);
    end if;
    -- the sale gate (Seeds Act 1966 s. 7, Seeds Rules 1968 rule 13): no sale of seed whose test
    -- (its own, or that of the lot it was packed from) failed or is no longer valid; seed never
    -- tested only when the seller acknowledges selling it untested
    untested := false;
    if kind = 'SALE' then
      select q.status, q.valid_until into quality from private.lot_quality(entry.lot_id) q;
      if quality.status = 'failed' then
        raise exception using errcode = 'PT409', message = 'sale_lot_failed_test', detail = entry.lot_id;
      elsif quality.status = 'expired' then
        raise exception using errcode = 'PT409', message = 'sale_lot_test_expired',
          detail = entry.lot_id || '|' || quality.valid_until::text;
      elsif quality.status in ('not_tested', 'testing_requested') then
        if not coalesce(create_transaction.untested_acknowledged, false) then
          raise exception using errcode = 'PT409', message = 'sale_lot_untested', detail = entry.lot_id;
        end if;
        untested := true;
      end if;
      -- a revoked certification gates the sale as a failed test does (issue 28)
      if exists (select 1 from private.lot_certification(entry.lot_id) c where c.status = 'revoked') then
        raise exception using errcode = 'PT409', message = 'sale_lot_certification_revoked', detail = entry.lot_id;
      end if;
    end if;
    item := private.add_manifest_item(manifest, entry.lot_id, entry.quantity, entry.unit, entry.notes,
      case when kind = 'SALE' then entry.price end, case when kind = 'SALE' then entry.currency end);
    if untested then
      update public.transaction_manifest_items set sold_untested = true where id = item;
    end if;

    if kind in ('SALE', 'TRANSFER') then
      select * into draw from private.draw_from_lot(entry.lot_id, caller.organization_id, entry.quantity, entry.unit,
        item, 'insufficient_quantity');
      -- whether this item moves the whole ownership is decided now, under the lock
      if draw.drawn = draw.owned_before then
        update public.transaction_manifest_items set moves_whole = true where id = item;
      end if;
      if state = 'COMPLETED' and recipient.id is not null then
        perform private.deliver_item(item, recipient.id, null);
      end if;
    elsif kind = 'ADJUSTMENT' then
      target := private.convert_quantity(entry.quantity, entry.unit, owned.unit_of_measure,
        (select l.pack_size from public.seed_lots l where l.id = entry.lot_id),
        (select l.pack_unit from public.seed_lots l where l.id = entry.lot_id));
      if target is null then
        raise exception using errcode = 'PT400', message = 'unit_mismatch',
          detail = owned.unit_of_measure::text || '|' || entry.unit::text;
      end if;
      perform private.change_owned(item, entry.lot_id, caller.organization_id, target - owned.quantity_owned,
        owned.unit_of_measure);
    else
      perform private.change_owned(item, entry.lot_id, caller.organization_id, entry.quantity, entry.unit);
    end if;
  end loop;

  return query select manifest, state, token;
end;
$function$;
comment on function public.create_transaction(manifest_type manifest_type, items jsonb, recipient_organization_id uuid, recipient_email text, overall_notes text, untested_acknowledged boolean) is 'a sale, transfer, adjustment or opening balance in one transaction: manifest, items and every ownership move.';
revoke all on function public.create_transaction(manifest_type manifest_type, items jsonb, recipient_organization_id uuid, recipient_email text, overall_notes text, untested_acknowledged boolean) from public, anon, authenticated, service_role;
grant execute on function public.create_transaction(manifest_type manifest_type, items jsonb, recipient_organization_id uuid, recipient_email text, overall_notes text, untested_acknowledged boolean) to authenticated;
grant execute on function public.create_transaction(manifest_type manifest_type, items jsonb, recipient_organization_id uuid, recipient_email text, overall_notes text, untested_acknowledged boolean) to service_role;
