// Test helpers of the auth component: the real app listening on a free port, supabase-js
// clients pointed at it, and the dev inbox read over HTTP.
import type { AddressInfo } from 'node:net';
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createTestApp, type TestApp } from './test-app';

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}

export interface InboxMessage {
  id: string;
  to: string;
  channel: 'email' | 'sms';
  kind: string;
  subject: string | null;
  body: string;
  sent_at: string;
}

export interface AuthServerKit {
  testApp: TestApp;
  baseUrl: string;
  /** A fresh supabase-js client (own memory storage, no timers). */
  client(options?: { flowType?: 'implicit' | 'pkce'; headers?: Record<string, string> }): SupabaseClient;
  /** Messages to `to`, newest first. */
  inbox(to: string): Promise<InboxMessage[]>;
  /** The newest message to `to` (fails when there is none). */
  lastMessage(to: string): Promise<InboxMessage>;
  close(): Promise<void>;
}

export async function startAuthServer(env: Record<string, string> = {}): Promise<AuthServerKit> {
  // Listen first: the site URL (where links in e-mails point) is the address the clients use.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const testApp = createTestApp({ AUTH_OTP_MIN_INTERVAL_SECONDS: '0', AUTH_SITE_URL: baseUrl, ...env });
  server.on('request', testApp.app);
  const anonKey = testApp.config.publicConfig.anonKey;
  const inbox = async (to: string) => {
    const response = await fetch(`${baseUrl}/dev/inbox.json?to=${encodeURIComponent(to)}`);
    return (await response.json()) as InboxMessage[];
  };
  return {
    testApp,
    baseUrl,
    client: (options = {}) => {
      const storage = new Map<string, string>();
      return createClient(baseUrl, anonKey, {
        // Node 20 has no WebSocket and these tests use no realtime channel.
        realtime: { transport: NoWebSocket as never },
        ...(options.headers ? { global: { headers: options.headers } } : {}),
        auth: {
          persistSession: true,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          flowType: options.flowType ?? 'implicit',
          storage: {
            getItem: (key: string) => storage.get(key) ?? null,
            setItem: (key: string, value: string) => void storage.set(key, value),
            removeItem: (key: string) => void storage.delete(key),
          },
        },
      });
    },
    inbox,
    lastMessage: async (to: string) => {
      const [message] = await inbox(to);
      if (!message) throw new Error(`no message to ${to}`);
      return message;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
}

/** A unique e-mail address of the test domain. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.test`;
}

/** A unique Indian mobile number as a user types it (10 digits). */
export function uniquePhone(): string {
  return `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** The first link to /auth/v1/verify in a message. */
export function verifyLinkOf(message: InboxMessage): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.body);
  if (!match) throw new Error(`no verify link in: ${message.body}`);
  return match[0];
}

/** The 6-digit code of a message. */
export function codeOf(message: InboxMessage): string {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match) throw new Error(`no code in: ${message.body}`);
  return match[1]!;
}

/** Follows a verify link without following its redirect; returns the Location. */
export async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`expected a 303 redirect, got ${response.status}`);
  return new URL(location);
}

/** Parameters of a redirect: the fragment's and the query's. */
export function redirectParams(url: URL): Record<string, string> {
  return {
    ...Object.fromEntries(new URLSearchParams(url.hash.replace(/^#/, ''))),
    ...Object.fromEntries(url.searchParams),
  };
}
