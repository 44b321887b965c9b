CREATE OR REPLACE FUNCTION public.accept_invitation(token text)
 RETURNS profiles
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_caller uuid := auth.uid();
  v_invitation public.organization_invitations;
  v_account record;
  v_profile public.profiles;
begin
  if v_caller is null then
    raise exception using errcode = 'PT401', message = 'not_signed_in';
  end if;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('accounts.signup:' || v_caller::text, 0));

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

  select u.email, u.email_confirmed_at, u.phone, u.phone_confirmed_at, coalesce(u.raw_user_meta_data, '{}'::jsonb) as meta
    into v_account
    from auth.users u
   where u.id = v_caller and u.deleted_at is null;
  if not found then
    raise exception using errcode = 'PT404', message = 'user_not_found';
  end if;
  if v_account.email is null or lower(v_account.email) <> v_invitation.email then
    raise exception using errcode = 'PT403', message = 'invitation_email_mismatch', detail = v_invitation.email;
  end if;
  if v_account.email_confirmed_at is null then
    raise exception using errcode = 'PT403', message = 'email_not_confirmed';
  end if;

  select * into v_profile from public.profiles p where p.auth_id = v_caller for update;
  if not found then
    insert into public.profiles (auth_id, full_name, role, organization_id, email_verified, phone_verified, phone)
    values (
      v_caller, nullif(left(btrim(v_account.meta ->> 'full_name'), 200), ''), v_invitation.role,
      v_invitation.organization_id, true, v_account.phone_confirmed_at is not null,
      private.profile_phone(v_account.phone)
    )
    returning * into v_profile;
  elsif v_profile.organization_id is null then
    -- spec 1 §4 access gate step 5: a profile without an organization joins through an invitation.
    update public.profiles
       set organization_id = v_invitation.organization_id, role = v_invitation.role, email_verified = true
     where id = v_profile.id
    returning * into v_profile;
  elsif v_profile.organization_id <> v_invitation.organization_id then
    -- one organization per user (spec 1 §1); moving would orphan what they own in the other.
    raise exception using errcode = 'PT409', message = 'already_in_another_organization';
  end if;
  -- already a member of this organization: the invitation is simply used up.

  update public.organization_invitations
     set status = 'accepted', responded_at = pg_catalog.now()
   where id = v_invitation.id;

  return v_profile;
end
$function$;
comment on function public.accept_invitation(token text) is 'join the organization of a pending invitation sent to the caller''s confirmed e-mail, in one transaction.';
revoke all on function public.accept_invitation(token text) from public, anon, authenticated, service_role;
grant execute on function public.accept_invitation(token text) to authenticated;
grant execute on function public.accept_invitation(token text) to service_role;
