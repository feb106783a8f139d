import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { memo, useId, type ReactNode } from 'react';
import { homeRoute } from '../../domain/home-route';
import { isKiosk } from '../../domain/kiosk/mode';
import { useApp } from '../app-context';
import { guestLocale } from '../../i18n/element-i18n';
import { pickedLanguage } from '../../i18n/shown-locale';
import { useSay } from '../../ui/use-say';
import { FrameHeaderView } from './frame-header-view';

/**
 * The frame's top: the logo of where the guest is (home on a click, unless the home page is blocked or the widget
 * runs as a kiosk), the language picker (only when the business offers a choice) and `children` at
 * the inline end (the profile button of a business with members). Memoized: a new route (an item
 * opening over the menu) does not render it again.
 */
export const FrameHeader = memo(function FrameHeader({ children }: { children?: ReactNode }) {
  const { deps, stores } = useApp();
  const { i18n } = useLingui();
  const say = useSay();
  // The logo is the place's (a restaurant's or hotel's own, else the business's); the name stays the business's.
  const ui = useStore(stores.placeTheme.$uiConfiguration);
  const configuration = useStore(stores.business.$configuration);
  const languages = useStore(stores.language.$languages);
  const pickerId = useId();
  // The logo loads once the first screen is on screen: on a deep link it must not take a request slot
  // or bandwidth from the menu; until then its box holds the header's height.
  const firstScreenShown = useStore(stores.$firstScreenShown);
  const logoUrl = ui?.logoUrl ?? null;
  const name = ui?.name || configuration?.name || '';
  const goesHome = configuration !== null && !configuration.blockHomePage && !isKiosk(deps.config, deps.startup);
  const current = pickedLanguage(languages, guestLocale(i18n));
  return FrameHeaderView({
    logo: logoUrl ? { url: logoUrl, shown: firstScreenShown } : null,
    name,
    goesHome,
    languages,
    current,
    pickerId,
    say,
    onHome: () => {
      const target = homeRoute({ blockHomePage: false, hotel: deps.startup.hotel, locationGroupId: deps.startup.locationGroupId });
      deps.router.navigate(target.path, { query: target.query });
    },
    onChooseLanguage: (language) => void stores.language.choose(language),
    children,
  });
});
