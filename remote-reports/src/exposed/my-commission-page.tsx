import { MyCommissionReport } from '../features/my-commission/my-commission-report';

export default function MyCommissionPage() {
  return <MyCommissionReport />;
}
