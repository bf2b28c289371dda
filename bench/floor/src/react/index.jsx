import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<h1>Floor: a bare React 19 page</h1>);
