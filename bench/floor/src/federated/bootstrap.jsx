import { createRoot } from 'react-dom/client';

export function start() {
  createRoot(document.getElementById('root')).render(<h1>Floor: a bare federated host</h1>);
}
