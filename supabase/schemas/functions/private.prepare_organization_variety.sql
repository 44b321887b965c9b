CREATE OR REPLACE FUNCTION private.prepare_organization_variety()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.master_variety_id is not null
    and (tg_op = 'INSERT' or new.master_variety_id is distinct from old.master_variety_id
      or new.crop_id is distinct from old.crop_id)
    and not exists (
      select 1 from public.varieties v where v.id = new.master_variety_id and v.crop_id = new.crop_id
    ) then
    raise exception using errcode = 'check_violation', message = 'The master variety is not of the selected crop',
      constraint = 'organization_variety_data_master_crop';
  end if;
  if auth.uid() is not null then
    new.last_updated_by := auth.uid();
  end if;
  return new;
end
$function$;
comment on function private.prepare_organization_variety() is 'keeps an imported row''s crop that of its master, and records who created or edited the row.';
revoke all on function private.prepare_organization_variety() from public, anon, authenticated, service_role;
grant execute on function private.prepare_organization_variety() to public;
