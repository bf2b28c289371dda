import { Link } from 'react-router-dom';
import { HomeSection } from '../../features/home/home-section';
import { RemotePage } from '../../federation/remote-page';

/**
 * The logged-in home: in-play matches (sports remote) and casino tables (casino remote). Each
 * widget is a RemotePage with its own error boundary, so one failing leaves the rest working.
 */
export default function HomePage() {
  return (
    <>
      <nav className="ui-panel home-shortcuts" aria-label="Shortcuts">
        <Link to="/matches">Matches</Link>
        <Link to="/games">Casino</Link>
        <Link to="/dashboard">Menu</Link>
      </nav>
      <div className="home-areas">
        <HomeSection title="In-play cricket" link={{ to: '/matches', label: 'All matches' }}>
          <RemotePage remote="sports" expose="InPlayWidget" />
        </HomeSection>
        <HomeSection title="Live casino" link={{ to: '/games', label: 'Casino lobby' }}>
          <RemotePage remote="casino" expose="CasinoTablesWidget" />
        </HomeSection>
      </div>
    </>
  );
}
