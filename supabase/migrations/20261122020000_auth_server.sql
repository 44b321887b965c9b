-- auth server
--
-- the tables of the bff's own supabase-auth-compatible server (`local` auth mode): signing
-- keys, sessions, rotating refresh tokens, one-time tokens (otp codes and e-mail links),
-- identities, totp factors and challenges, pkce/oidc flow state, rate-limit counters and the
-- outbox of e-mails and sms. names follow supabase auth's where it has the same concept.
--
-- on a hosted supabase project the auth schema already holds supabase's own versions of
-- several of these tables (owned by supabase_auth_admin) and `local` mode is not used, so
-- this migration changes nothing there.
--
-- only service_role (the bff's auth server, through db.withServiceTx) may touch these tables:
-- row-level security is enabled on each and anon/authenticated get no privileges or policies.

do $$
begin
  if to_regclass('auth.sessions') is not null then
    raise notice 'auth.sessions exists (hosted supabase auth): local auth server tables not created';
    return;
  end if;

  -- signing keys ------------------------------------------------------------------------------

  create table auth.signing_keys (
    id text primary key,
    algorithm text not null default 'ES256' check (algorithm = 'ES256'),
    private_jwk jsonb not null,
    public_jwk jsonb not null,
    state text not null check (state in ('next', 'current', 'retired')),
    created_at timestamptz not null default now(),
    activated_at timestamptz,
    retired_at timestamptz
  );
  comment on table auth.signing_keys is
    'es256 keys that sign access tokens; one current, at most one next (published before use), retired ones stay published until their tokens expire.';
  create unique index signing_keys_one_current on auth.signing_keys ((true)) where state = 'current';
  create unique index signing_keys_one_next on auth.signing_keys ((true)) where state = 'next';

  -- sessions and refresh tokens ---------------------------------------------------------------

  create table auth.sessions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    factor_id uuid,
    aal text not null default 'aal1' check (aal in ('aal1', 'aal2')),
    not_after timestamptz,
    refreshed_at timestamptz,
    user_agent text,
    ip inet
  );
  comment on table auth.sessions is 'signed-in sessions; deleting one revokes its refresh tokens.';
  create index sessions_user_id_idx on auth.sessions (user_id);

  create table auth.mfa_amr_claims (
    id uuid primary key default gen_random_uuid(),
    session_id uuid not null references auth.sessions (id) on delete cascade,
    authentication_method text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (session_id, authentication_method)
  );
  comment on table auth.mfa_amr_claims is 'authentication methods used in a session (the amr claim of its access tokens).';

  create table auth.refresh_tokens (
    id bigint generated always as identity primary key,
    token_hash text not null unique,
    user_id uuid not null references auth.users (id) on delete cascade,
    session_id uuid not null references auth.sessions (id) on delete cascade,
    parent_id bigint references auth.refresh_tokens (id) on delete cascade,
    -- the token is hmac-sha256(parent token, salt): a tab that presents the parent again within
    -- the reuse interval gets this same token back, though only its hash is stored.
    derivation_salt text not null,
    revoked boolean not null default false,
    revoked_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  comment on table auth.refresh_tokens is
    'single-use rotating refresh tokens (sha-256 of the token only); a spent token used again after the reuse interval revokes its session.';
  create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id, revoked);
  create index refresh_tokens_parent_id_idx on auth.refresh_tokens (parent_id);
  create index refresh_tokens_user_id_idx on auth.refresh_tokens (user_id);

  -- identities --------------------------------------------------------------------------------

  create table auth.identities (
    id uuid primary key default gen_random_uuid(),
    provider_id text not null,
    user_id uuid not null references auth.users (id) on delete cascade,
    identity_data jsonb not null default '{}'::jsonb,
    provider text not null,
    last_sign_in_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    email text generated always as (lower(identity_data ->> 'email')) stored,
    unique (provider_id, provider)
  );
  comment on table auth.identities is 'how a user signs in: email, phone or an openid connect provider (provider_id = its subject).';
  create index identities_user_id_idx on auth.identities (user_id);

  -- one-time tokens ---------------------------------------------------------------------------

  create table auth.one_time_tokens (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    token_type text not null check (token_type in (
      'confirmation', 'magiclink', 'recovery', 'email_change_new', 'phone_change', 'sms', 'reauthentication'
    )),
    relates_to text not null,
    code_hash text not null,
    link_hash text,
    redirect_to text,
    code_challenge text,
    code_challenge_method text check (code_challenge_method in ('s256', 'plain')),
    attempts integer not null default 0,
    expires_at timestamptz not null,
    consumed_at timestamptz,
    created_at timestamptz not null default now()
  );
  comment on table auth.one_time_tokens is
    '6-digit codes and e-mail link tokens (hashes only): single use, expiring, locked after 5 wrong codes.';
  create index one_time_tokens_user_type_idx on auth.one_time_tokens (user_id, token_type, created_at desc);
  create index one_time_tokens_relates_to_idx on auth.one_time_tokens (lower(relates_to), token_type);
  create unique index one_time_tokens_link_hash_key on auth.one_time_tokens (link_hash) where link_hash is not null;

  -- mfa ---------------------------------------------------------------------------------------

  create table auth.mfa_factors (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    friendly_name text,
    factor_type text not null default 'totp' check (factor_type = 'totp'),
    status text not null default 'unverified' check (status in ('unverified', 'verified')),
    secret text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    last_challenged_at timestamptz
  );
  comment on table auth.mfa_factors is 'totp authenticators of a user; verified ones make aal2 the next level.';
  create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
  create unique index mfa_factors_user_friendly_name_key on auth.mfa_factors (user_id, friendly_name)
    where friendly_name is not null and friendly_name <> '';

  create table auth.mfa_challenges (
    id uuid primary key default gen_random_uuid(),
    factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
    created_at timestamptz not null default now(),
    verified_at timestamptz,
    ip_address inet
  );
  comment on table auth.mfa_challenges is 'a totp challenge: verified at most once, within its expiry.';
  create index mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

  -- pkce and third-party sign-in --------------------------------------------------------------

  create table auth.flow_state (
    id uuid primary key default gen_random_uuid(),
    user_id uuid references auth.users (id) on delete cascade,
    auth_code_hash text unique,
    -- null for a provider sign-in of the implicit flow (the session goes in the redirect)
    code_challenge text,
    code_challenge_method text check (code_challenge_method in ('s256', 'plain')),
    authentication_method text not null,
    provider_type text,
    provider_state_hash text unique,
    provider_code_verifier text,
    provider_nonce text,
    provider_access_token text,
    provider_refresh_token text,
    redirect_to text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    auth_code_issued_at timestamptz
  );
  comment on table auth.flow_state is
    'pkce flows: the client''s code challenge until it exchanges its auth code, plus the openid connect state of a provider sign-in.';
  create index flow_state_user_id_idx on auth.flow_state (user_id);

  -- rate limits -------------------------------------------------------------------------------

  create table auth.rate_limits (
    bucket text not null,
    window_start timestamptz not null,
    hits integer not null default 0,
    primary key (bucket, window_start)
  );
  comment on table auth.rate_limits is
    'fixed-window counters of sign-in and otp requests per account and per ip, shared by every bff instance.';
  create index rate_limits_window_start_idx on auth.rate_limits (window_start);

  -- outbox ------------------------------------------------------------------------------------

  create table auth.outbox_messages (
    id uuid primary key default gen_random_uuid(),
    channel text not null check (channel in ('email', 'sms')),
    recipient text not null,
    kind text not null,
    subject text,
    body_text text not null,
    body_html text,
    user_id uuid references auth.users (id) on delete set null,
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    attempts integer not null default 0,
    last_error text
  );
  comment on table auth.outbox_messages is
    'e-mails and sms of the auth server: written in the transaction that needs them, then delivered by smtp / the sms provider when configured.';
  create index outbox_messages_created_at_idx on auth.outbox_messages (created_at desc);
  create index outbox_messages_unsent_idx on auth.outbox_messages (created_at) where sent_at is null;

  -- row-level security and privileges ---------------------------------------------------------

  alter table auth.signing_keys enable row level security;
  alter table auth.sessions enable row level security;
  alter table auth.mfa_amr_claims enable row level security;
  alter table auth.refresh_tokens enable row level security;
  alter table auth.identities enable row level security;
  alter table auth.one_time_tokens enable row level security;
  alter table auth.mfa_factors enable row level security;
  alter table auth.mfa_challenges enable row level security;
  alter table auth.flow_state enable row level security;
  alter table auth.rate_limits enable row level security;
  alter table auth.outbox_messages enable row level security;

  revoke all on
    auth.signing_keys, auth.sessions, auth.mfa_amr_claims, auth.refresh_tokens, auth.identities,
    auth.one_time_tokens, auth.mfa_factors, auth.mfa_challenges, auth.flow_state, auth.rate_limits,
    auth.outbox_messages
    from public, anon, authenticated;

  grant select, insert, update, delete on
    auth.users, auth.signing_keys, auth.sessions, auth.mfa_amr_claims, auth.refresh_tokens, auth.identities,
    auth.one_time_tokens, auth.mfa_factors, auth.mfa_challenges, auth.flow_state, auth.rate_limits,
    auth.outbox_messages
    to service_role;
end
$$;
