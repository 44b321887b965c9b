-- EPCIS events of a lineage (issue 31) look up each lot's recalls, lifted ones included; the only
-- index on the lot covered the recalls still in force.
create index if not exists lot_recalls_lot_idx on public.lot_recalls (seed_lot_id);
