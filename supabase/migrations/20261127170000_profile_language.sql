-- Issue 30: the language a person chose for the portal, kept on their profile so it follows them
-- to every device; null until they choose (the portal then follows the browser's languages).
alter table public.profiles
  add column language text check (language in ('en', 'hi', 'mr'));

grant update (language) on public.profiles to authenticated;
