import { ACTIVITY_KINDS } from '@seed/domain';
import { describe, expect, it } from 'vitest';
import dashboardEn from './dashboard.en.json';

describe('Recent Activity labels', () => {
  it('when the contract lists an activity kind, then the dashboard has words for it (never a raw key on screen)', () => {
    expect(Object.keys(dashboardEn.activity).sort()).toEqual([...ACTIVITY_KINDS].sort());
  });
});

describe('manifest activity sentences', () => {
  it("when a manifest's activity is shown, then '{title} recorded' reads as a sentence for every title SQL writes", async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    // The one live definition of the function (supabase/schemas, issue 25).
    const latest = fs.readFileSync(
      path.resolve(__dirname, '../../../../../supabase/schemas/functions/private.manifest_activity.sql'),
      'utf8',
    );
    const titles = [...latest.matchAll(/then '([^']+)'/g)].map((m) => m[1] ?? '');

    expect(titles).toContain('Production lot');
    for (const title of titles) {
      const sentence = dashboardEn.activity.manifest_created.replace('{{title}}', title);
      expect(sentence, title).not.toMatch(/\b(created|made|added) recorded$/);
    }
  });
});
