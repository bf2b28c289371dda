import { useParams } from 'react-router-dom';
import { CasinoTable } from '../features/casino-table/casino-table';

/** /games/<gamePath>: the host passes gamePath; standalone reads the :gamePath route param. */
export default function CasinoGamePage(props: { gamePath?: string }) {
  const params = useParams();
  return <CasinoTable gamePath={props.gamePath ?? params.gamePath} />;
}
