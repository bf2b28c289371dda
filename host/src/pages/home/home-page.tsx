import { useTexts } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import { HomeSection } from '../../features/home/home-section';
import { RemotePage } from '../../federation/remote-page';

/**
 * The logged-in home: in-play matches (sports remote) and casino tables (casino remote). Each
 * widget is a RemotePage with its own error boundary, so one failing leaves the rest working.
 */
export default function HomePage() {
  const t = useTexts();
  return (
    <>
      <nav className="ui-panel home-shortcuts" aria-label={t('home.shortcuts')}>
        <Link to="/matches">{t('home.matches')}</Link>
        <Link to="/games">{t('home.casino')}</Link>
        <Link to="/dashboard">{t('home.menu')}</Link>
      </nav>
      <div className="home-areas">
        <HomeSection
          id="home-in-play-cricket"
          title={t('home.inPlay')}
          link={{ to: '/matches', label: t('home.allMatches') }}
        >
          <RemotePage remote="sports" expose="InPlayWidget" />
        </HomeSection>
        <HomeSection
          id="home-live-casino"
          title={t('home.liveCasino')}
          link={{ to: '/games', label: t('home.casinoLobby') }}
        >
          <RemotePage remote="casino" expose="CasinoTablesWidget" />
        </HomeSection>
      </div>
    </>
  );
}
