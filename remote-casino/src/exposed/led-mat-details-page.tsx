import { LedMatDetails } from '../features/ledgers/led-mat-details';

export default function LedMatDetailsPage() {
  return <LedMatDetails />;
}
