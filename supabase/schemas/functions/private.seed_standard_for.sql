-- The seed standard a lot's test is judged by: its crop's limits for the class (truthfully labelled
-- seed by the certified ones; breeder seed has none), the row of the lot's kind (hybrid or
-- variety) where the standards tell them apart, else the crop's row for every kind. No row: "no
-- standard on file".
create or replace function private.seed_standard_for(crop uuid, class public.seed_class, hybrid boolean)
  returns public.seed_standards
  language sql
  stable
  set search_path = ''
as $$
  select s.*
  from public.seed_standards s
  where s.crop_id = seed_standard_for.crop
    and s.seed_class = case seed_standard_for.class
      when 'truthfully_labelled' then 'certified'::public.seed_class
      when 'breeder' then null
      else seed_standard_for.class
    end
    and (s.kind is null or s.kind = case when seed_standard_for.hybrid then 'hybrid' else 'variety' end::public.seed_kind)
  order by s.kind nulls last
  limit 1
$$;
comment on function private.seed_standard_for(uuid, public.seed_class, boolean) is
  'the seed standard of a crop and class (truthfully labelled: the certified limits; breeder: none), the row of the lot''s kind (hybrid or variety) first, else the row for every kind; null when none is.';
revoke all on function private.seed_standard_for(uuid, public.seed_class, boolean) from public, anon, authenticated;
grant execute on function private.seed_standard_for(uuid, public.seed_class, boolean) to service_role;
