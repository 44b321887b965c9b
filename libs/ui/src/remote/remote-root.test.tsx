import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createRemoteI18n, lazyPage, RemoteRoot } from './remote-root';

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('greeting.title')}</h1>;
}

describe('RemoteRoot', () => {
  it('when a remote renders a screen, then the screen reads the remote catalogue inside the marked area', () => {
    const i18n = createRemoteI18n({ greeting: { title: 'Farms' } });

    render(
      <RemoteRoot name="mfe_farms" i18n={i18n}>
        <Greeting />
      </RemoteRoot>,
    );

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Farms');
    expect(heading.closest('[data-remote]')?.getAttribute('data-remote')).toBe('mfe_farms');
  });

  it('when two remotes render side by side, then each keeps its own catalogue', () => {
    render(
      <>
        <RemoteRoot name="mfe_a" i18n={createRemoteI18n({ greeting: { title: 'From A' } })}>
          <Greeting />
        </RemoteRoot>
        <RemoteRoot name="mfe_b" i18n={createRemoteI18n({ greeting: { title: 'From B' } })}>
          <Greeting />
        </RemoteRoot>
      </>,
    );

    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['From A', 'From B']);
  });

  it('when a lazy page is still loading, then a spinner shows until the named export arrives', async () => {
    let arrive!: (module: { ListPage: ComponentType }) => void;
    const ListPage = lazyPage(
      () => new Promise<{ ListPage: ComponentType }>((resolve) => (arrive = resolve)),
      'ListPage',
    );

    render(
      <RemoteRoot name="mfe_farms" i18n={createRemoteI18n({})}>
        <ListPage />
      </RemoteRoot>,
    );
    expect(screen.getByRole('status')).toBeTruthy();

    arrive({ ListPage: () => <p>Loaded list</p> });
    expect((await screen.findByText('Loaded list')).tagName).toBe('P');
  });
});
