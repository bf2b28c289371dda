import { CasinoDetails } from '../features/ledgers/casino-details';

export default function CasinoDetailsPage() {
  return <CasinoDetails />;
}
