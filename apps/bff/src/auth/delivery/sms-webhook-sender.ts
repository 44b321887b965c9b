import type { MessageSender } from '../domain/outbox';

/**
 * SMS through a generic webhook (SMS_PROVIDER_URL): POST {"to": "+91…", "body": "…"} as JSON;
 * user:password in the URL become HTTP basic auth. Any 2xx counts as sent. An adapter for a
 * specific provider (Twilio, MSG91, …) would implement MessageSender the same way.
 */
export function smsWebhookSender(options: { url: string; timeoutMs?: number }): MessageSender {
  const url = new URL(options.url);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (url.username) {
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  return {
    send: async (message) => {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: `+${message.recipient.replace(/^\+/, '')}`, body: message.bodyText }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
