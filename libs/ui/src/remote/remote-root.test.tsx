import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageI18n } from './page-i18n';
import { createRemoteI18n, lazyPage, RemoteRoot } from './remote-root';

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('greeting.title')}</h1>;
}

const untranslated = { hi: async () => ({}), mr: async () => ({}) };

afterEach(async () => {
  await act(() => pageI18n().changeLanguage('en'));
});

describe('RemoteRoot', () => {
  it('when a remote renders a screen, then the screen reads the remote catalogue inside the marked area', () => {
    const i18n = createRemoteI18n('mfe_farms', { greeting: { title: 'Farms' } }, untranslated);

    render(
      <RemoteRoot name="mfe_farms" i18n={i18n}>
        <Greeting />
      </RemoteRoot>,
    );

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Farms');
    expect(heading.closest('[data-remote]')?.getAttribute('data-remote')).toBe('mfe_farms');
  });

  it('when two remotes render side by side, then each reads its own namespace of the one instance', () => {
    const a = createRemoteI18n('mfe_a', { greeting: { title: 'From A' } }, untranslated);
    const b = createRemoteI18n('mfe_b', { greeting: { title: 'From B' } }, untranslated);
    expect(a).toBe(b);

    render(
      <>
        <RemoteRoot name="mfe_a" i18n={a}>
          <Greeting />
        </RemoteRoot>
        <RemoteRoot name="mfe_b" i18n={b}>
          <Greeting />
        </RemoteRoot>
      </>,
    );

    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['From A', 'From B']);
  });

  it('when the page changes language, then every remote shows its catalogue in it, loaded only then', async () => {
    const hiOfC = vi.fn(async () => ({ greeting: { title: 'खेत' } }));
    const hiOfD = vi.fn(async () => ({ greeting: { title: 'बीज लॉट' } }));
    const c = createRemoteI18n('mfe_c', { greeting: { title: 'Farms' } }, { hi: hiOfC, mr: async () => ({}) });
    const d = createRemoteI18n('mfe_d', { greeting: { title: 'Seed lots' } }, { hi: hiOfD, mr: async () => ({}) });
    render(
      <>
        <RemoteRoot name="mfe_c" i18n={c}>
          <Greeting />
        </RemoteRoot>
        <RemoteRoot name="mfe_d" i18n={d}>
          <Greeting />
        </RemoteRoot>
      </>,
    );
    expect(hiOfC).not.toHaveBeenCalled();

    await act(() => c.changeLanguage('hi'));

    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['खेत', 'बीज लॉट']);
    expect([hiOfC.mock.calls.length, hiOfD.mock.calls.length]).toEqual([1, 1]);
  });

  it('when a translation lacks a string, then the English one shows', async () => {
    const i18n = createRemoteI18n('mfe_e', { greeting: { title: 'Varieties' } }, untranslated);
    await act(() => i18n.changeLanguage('mr'));

    render(
      <RemoteRoot name="mfe_e" i18n={i18n}>
        <Greeting />
      </RemoteRoot>,
    );

    expect((await screen.findByRole('heading')).textContent).toBe('Varieties');
  });

  it('when a lazy page is still loading, then a spinner shows until the named export arrives', async () => {
    let arrive!: (module: { ListPage: ComponentType }) => void;
    const ListPage = lazyPage(
      () => new Promise<{ ListPage: ComponentType }>((resolve) => (arrive = resolve)),
      'ListPage',
    );

    render(
      <RemoteRoot name="mfe_farms" i18n={createRemoteI18n('mfe_farms', {}, untranslated)}>
        <ListPage />
      </RemoteRoot>,
    );
    expect(screen.getByRole('status')).toBeTruthy();

    arrive({ ListPage: () => <p>Loaded list</p> });
    expect((await screen.findByText('Loaded list')).tagName).toBe('P');
  });
});
