import { Spinner } from '@seed/ui';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import frameEn from '../../../i18n/frame.en.json';
import { i18n } from '../../../i18n/i18n';
import { useProfileLanguage } from '../hooks/use-profile-language';
import { BottomTabs } from './bottom-tabs';
import { MobileDrawer } from './mobile-drawer';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

// The frame's words (menus, top bar) ship with the frame, not with the landing page.
i18n.addResourceBundle('en', 'translation', frameEn, true, false);

/** The signed-in frame: sidebar from 1024px up; drawer and bottom tabs below that. */
export default function AppLayout() {
  const { t } = useTranslation();
  useProfileLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <aside
        data-testid="sidebar"
        className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-gray-200 bg-white lg:flex"
      >
        <Link
          to="/dashboard"
          className="flex h-16 items-center border-b border-gray-200 px-6 font-semibold text-green-700"
        >
          {t('app.shortName')}
        </Link>
        <SideNav />
      </aside>
      <MobileDrawer open={menuOpen} onClose={closeMenu} />
      <div className="lg:pl-64">
        <TopBar onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
        <main id="main" className="pb-20 lg:pb-0">
          {/* Screens load inside the frame: the sidebar and top bar stay while they arrive. */}
          <Suspense
            fallback={
              <div className="flex justify-center p-10">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
      <BottomTabs />
    </div>
  );
}
