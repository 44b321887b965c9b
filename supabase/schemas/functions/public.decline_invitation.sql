CREATE OR REPLACE FUNCTION public.decline_invitation(token text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_invitation public.organization_invitations;
begin
  select * into v_invitation
    from public.organization_invitations i
   where i.token_hash = private.invitation_token_hash(token)
     for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'invitation_not_found';
  end if;
  if v_invitation.status <> 'pending' then
    raise exception using errcode = 'PT409', message = 'invitation_not_pending';
  end if;

  update public.organization_invitations
     set status = 'declined', responded_at = pg_catalog.now()
   where id = v_invitation.id;
end
$function$;
comment on function public.decline_invitation(token text) is 'decline a pending invitation; holding the e-mailed token is the proof, as for reading it.';
revoke all on function public.decline_invitation(token text) from public, anon, authenticated, service_role;
grant execute on function public.decline_invitation(token text) to anon;
grant execute on function public.decline_invitation(token text) to authenticated;
grant execute on function public.decline_invitation(token text) to service_role;
