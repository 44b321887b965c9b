// The table-driven organization-isolation harness: every endpoint of a component is called by
// each kind of outsider; each answer must have the expected status and name nothing of
// organization A, and organization A must be unchanged afterwards. A component's test file
// arranges organization A and lists its cases; this file holds the checks.
import type request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

/** Who calls: a session's access token, or null for an anonymous caller. */
export type Caller = { accessToken: string } | null;

/** One endpoint: how to call it, and the status each caller (by key) must get. */
export type IsolationCase<K extends string> = {
  /** 'METHOD /path' as in the OpenAPI document, optionally followed by ' (a note)'. */
  endpoint: string;
  send: (caller: Caller) => request.Test;
} & Record<K, number>;

/** A kind of caller; `key` names its expected status in every case. */
export interface IsolationCaller<K extends string> {
  key: K;
  /** Completes "when … calls": 'an anonymous caller', 'a member of another organization'. */
  who: string;
  session: () => Caller;
  /** When set, a record the answer carries must belong to this organization (their own data). */
  organizationId?: () => string | null | undefined;
}

/**
 * The outsiders of an operations slice (farms, varieties, …): anonymous, an admin of another
 * organization (whose own records may appear), and a signed-in user without an organization.
 */
export function outsiderCallers(
  outsider: () => { accessToken: string; organizationId: string | null },
  noOrganization: () => { accessToken: string },
): IsolationCaller<'anonymous' | 'otherOrganization' | 'noOrganization'>[] {
  return [
    { key: 'anonymous', who: 'an anonymous caller', session: () => null },
    {
      key: 'otherOrganization',
      who: 'an admin of another organization',
      session: outsider,
      organizationId: () => outsider().organizationId,
    },
    { key: 'noOrganization', who: 'a user without an organization', session: noOrganization },
  ];
}

/** The callers of a slice limited to admins and managers: the outsiders and a member of A without a role. */
export type RoleLimitedKey = 'anonymous' | 'otherOrganization' | 'noOrganization' | 'rolelessMember';

/** outsiderCallers and a member of organization A itself without a role (reads, too, are for admins and managers). */
export function roleLimitedCallers(
  outsider: () => { accessToken: string; organizationId: string | null },
  noOrganization: () => { accessToken: string },
  rolelessMember: () => { accessToken: string },
): IsolationCaller<RoleLimitedKey>[] {
  return [
    ...outsiderCallers(outsider, noOrganization),
    { key: 'rolelessMember', who: 'a member of organization A without a role', session: rolelessMember },
  ];
}

/**
 * An endpoint for admins and managers: 401 anonymous, 403 without an organization or a role, and
 * `otherOrganization` for the other organization's admin — 200 for its own data, 404 for A's records.
 */
export function roleLimitedCase(
  endpoint: string,
  send: IsolationCase<RoleLimitedKey>['send'],
  otherOrganization = 200,
): IsolationCase<RoleLimitedKey> {
  return { endpoint, send, anonymous: 401, otherOrganization, noOrganization: 403, rolelessMember: 403 };
}

export interface OrganizationIsolationOptions<K extends string> {
  title: string;
  callers: readonly IsolationCaller<K>[];
  cases: readonly IsolationCase<K>[];
  /** Strings that identify organization A (ids, names, e-mails): none may appear in an answer. */
  secretsOfA: () => readonly string[];
  /** Organization A's rows the callers must not change, read before the cases and after ("… are unchanged"). */
  unchanged: { what: string; state: () => Promise<unknown> };
  /** The record of an answer that may carry organization_id; default: the body itself. */
  record?: (body: unknown) => unknown;
  /** Every documented operation matching `operations` must have a case. */
  coverage: { what: string; document: () => { paths?: Record<string, object | undefined> }; operations: RegExp };
}

/** Registers the isolation tests of one component (a describe block with one test per case and caller). */
export function describeOrganizationIsolation<K extends string>(options: OrganizationIsolationOptions<K>): void {
  const { callers, cases } = options;
  const record = options.record ?? ((body: unknown) => body);
  const leaks = (response: request.Response) => {
    const text = JSON.stringify(response.body ?? '') + (response.text ?? '');
    return options.secretsOfA().filter((secret) => text.includes(secret));
  };

  describe(options.title, () => {
    let before: unknown;
    // Runs after the file's own beforeAll, which arranges organization A.
    beforeAll(async () => {
      before = await options.unchanged.state();
    });

    for (const caller of callers) {
      it.each(cases)(
        `when ${caller.who} calls $endpoint, then $${caller.key} and nothing of organization A`,
        async (c) => {
          const response = await c.send(caller.session());

          expect(response.status).toBe(c[caller.key]);
          expect(leaks(response)).toEqual([]);
          const own = record(response.body) as { organization_id?: unknown } | null | undefined;
          if (caller.organizationId && own?.organization_id) expect(own.organization_id).toBe(caller.organizationId());
        },
      );
    }

    it(`when every case has run, then ${options.unchanged.what} are unchanged`, async () => {
      // Runs after the cases above (vitest keeps the order within a file).
      expect(await options.unchanged.state()).toEqual(before);
    });

    it(`when the cases are listed, then they cover every ${options.coverage.what} endpoint of the OpenAPI document`, () => {
      const documented = Object.entries(options.coverage.document().paths ?? {})
        .flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`))
        .filter((operation) => options.coverage.operations.test(operation));
      const covered = cases.map((c) => c.endpoint.split(' (')[0]);

      expect(new Set(covered)).toEqual(new Set(documented));
    });
  });
}
