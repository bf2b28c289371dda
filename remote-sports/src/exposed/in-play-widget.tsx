import { NotBuiltPanel } from 'shared-ui';

export default function InPlayWidget() {
  return <NotBuiltPanel title="In-play matches" />;
}
