import { use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { remoteReleases } from '../api/remote-registry';

function Versions({ releases }: { releases: ReturnType<typeof remoteReleases> }) {
  const { t } = useTranslation();
  const list = Object.entries(use(releases));
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 px-4 py-2 text-xs text-gray-500">
      {list.map(([name, release]) => (
        <div key={name} className="contents" data-testid={`remote-version-${name}`}>
          <dt className="truncate">{release.buildName ?? name}</dt>
          <dd className="truncate text-right font-mono" title={release.entry}>
            {release.buildVersion ?? t('topBar.versionUnknown')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The build name and version of every remote this page uses (from their mf-manifest.json), for
 * the user menu's footer: what support asks first when a section misbehaves.
 */
export default function RemoteVersions() {
  const { t } = useTranslation();
  // One read per menu opening; a failure shows nothing rather than breaking the menu.
  const releases = useMemo(() => remoteReleases().catch(() => ({})), []);
  return (
    <section aria-label={t('topBar.versions')} className="border-t border-gray-100">
      <Versions releases={releases} />
    </section>
  );
}
