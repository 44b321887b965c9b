CREATE OR REPLACE FUNCTION public.my_pending_invitation()
 RETURNS TABLE(organization_name text, role member_role)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select o.name, i.role
    from auth.users u
    join public.organization_invitations i on lower(i.email) = lower(u.email) and i.status = 'pending'
    join public.organizations o on o.id = i.organization_id
   where u.id = auth.uid() and u.email_confirmed_at is not null and u.deleted_at is null
   order by i.created_at desc
   limit 1
$function$;
comment on function public.my_pending_invitation() is 'the newest pending invitation for the caller''s confirmed e-mail (the access gate of spec 1 §4).';
revoke all on function public.my_pending_invitation() from public, anon, authenticated, service_role;
grant execute on function public.my_pending_invitation() to authenticated;
grant execute on function public.my_pending_invitation() to service_role;
