-- Untested seed sold on purpose (issue 27, "Sale gate"): a lot never tested may be sold only as
-- truthfully labelled seed of a non-notified kind, after the seller acknowledges it; the
-- manifest's item records that it was sold so. The rule itself is in public.create_transaction.

alter table public.transaction_manifest_items
  add column sold_untested boolean not null default false;
comment on column public.transaction_manifest_items.sold_untested is
  'the lot had no seed test when it was sold, and the seller acknowledged selling it untested (truthfully labelled seed of a non-notified kind).';
