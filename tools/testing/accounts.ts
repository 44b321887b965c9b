// Real accounts for the browser tests, made through the portal's own auth server and API,
// exactly as a user's browser would: sign up, confirm by the link in the development inbox,
// sign in, and let the callback step create the organization.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import WebSocket from 'ws';

export interface InboxMessage {
  to: string;
  subject?: string | null;
  kind?: string | null;
  body: string;
  sent_at: string;
}

/** The development inbox, newest first (GET /dev/inbox.json). */
export async function readInbox(baseUrl: string): Promise<InboxMessage[]> {
  const res = await fetch(`${baseUrl}/dev/inbox.json`);
  if (!res.ok) throw new Error(`GET /dev/inbox.json answered ${res.status}`);
  const body = (await res.json()) as InboxMessage[] | { messages: InboxMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

/** The first link in the newest message sent to `to` (waits for it to arrive). */
export async function latestLinkFor(baseUrl: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = (await readInbox(baseUrl)).find((m) => m.to.toLowerCase() === to.toLowerCase());
    const link = message?.body.match(/https?:\/\/[^\s"'<>]+/)?.[0];
    if (link) return link.replace(/&amp;/g, '&');
    if (Date.now() > deadline) throw new Error(`no link for ${to} in the development inbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The newest 6-digit code sent to `to` (e-mail or SMS). */
export async function latestCodeFor(baseUrl: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = (await readInbox(baseUrl)).find((m) => m.to.toLowerCase() === to.toLowerCase());
    const code = message?.body.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${to} in the development inbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function client(baseUrl: string): Promise<SupabaseClient> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { anonKey: string };
  return createClient(baseUrl, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket; supabase-js builds its realtime client eagerly.
    realtime: { transport: WebSocket as never },
  });
}

let counter = 0;
/** A unique e-mail address for one test. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.test`;
}

/**
 * Signs up by e-mail, confirms through the inbox link and completes onboarding: the result is
 * an admin of a new organization named "{fullName}'s Organization".
 */
export async function createOrganizationAdmin(
  baseUrl: string,
  { email, password, fullName }: { email: string; password: string; fullName: string },
): Promise<{ accessToken: string }> {
  const supabase = await client(baseUrl);
  const { error } = await supabase.auth.signUp({ email, password, options: { data: { full_name: fullName } } });
  if (error) throw error;
  const link = await latestLinkFor(baseUrl, email);
  await fetch(link, { redirect: 'manual' });
  const { data, error: signInError } = await supabase.auth.signInWithPassword({ email, password });
  if (signInError || !data.session) throw signInError ?? new Error('no session after sign-in');
  const res = await fetch(`${baseUrl}/api/v1/onboarding`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${data.session.access_token}` },
  });
  if (!res.ok) throw new Error(`onboarding answered ${res.status}: ${await res.text()}`);
  return { accessToken: data.session.access_token };
}

/**
 * Signs in through the login page, as a person would, and waits for the dashboard. `baseUrl` for a
 * page whose context has no baseURL (a browser joined over CDP).
 */
export async function signInThroughUi(page: Page, email: string, password: string, baseUrl = ''): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
}
