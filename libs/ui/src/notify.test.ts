import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isPortalPath, notify, TOAST_EVENT, type ToastDetail } from './notify';

const seen: ToastDetail[] = [];
const record = (e: Event) => seen.push((e as CustomEvent<ToastDetail>).detail);
// The jsdom window is shared by the files of a worker (isolate: false): listen only here.
beforeAll(() => window.addEventListener(TOAST_EVENT, record));
afterAll(() => window.removeEventListener(TOAST_EVENT, record));
afterEach(() => {
  seen.length = 0;
});

describe('notify', () => {
  it('when called with a message only, then the event carries the type and message and nothing else', () => {
    notify('info', 'Saved');
    expect(seen).toEqual([{ type: 'info', message: 'Saved' }]);
    expect(Object.keys(seen[0]!)).toEqual(['type', 'message']);
  });

  it('when the third argument is a string, then it is the description (the older call shape)', () => {
    notify('error', 'Error creating farm', 'network down');
    expect(seen).toEqual([{ type: 'error', message: 'Error creating farm', description: 'network down' }]);
  });

  it('when a link is given, then the event carries the description and the link', () => {
    notify('success', 'Farm created successfully', {
      description: 'ID: SUN-1234',
      link: { label: 'View Farm', href: '/farms/7f0c' },
    });
    expect(seen).toEqual([
      {
        type: 'success',
        message: 'Farm created successfully',
        description: 'ID: SUN-1234',
        link: { label: 'View Farm', href: '/farms/7f0c' },
      },
    ]);
  });

  it('when a link is given without a description, then no description key is set', () => {
    notify('success', 'Farm created successfully', { link: { label: 'View Farm', href: '/farms/7f0c' } });
    expect(seen[0]).toEqual({
      type: 'success',
      message: 'Farm created successfully',
      link: { label: 'View Farm', href: '/farms/7f0c' },
    });
    expect('description' in seen[0]!).toBe(false);
  });

  it('when the caller mutates its link object afterwards, then the dispatched link is unchanged', () => {
    const link = { label: 'View Farm', href: '/farms/1' };
    notify('success', 'Done', { link });
    link.href = '/farms/2';
    expect(seen[0]!.link).toEqual({ label: 'View Farm', href: '/farms/1' });
  });
});

describe('isPortalPath', () => {
  it.each(['/farms/1', '/', '/farms?view=map#top'])('when %s is checked, then it is a portal path', (href) => {
    expect(isPortalPath(href)).toBe(true);
  });

  it.each(['https://evil.example/farms', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'farms/1', ''])(
    'when %s is checked, then it is not a portal path',
    (href) => {
      expect(isPortalPath(href)).toBe(false);
    },
  );
});
