import { ToastContainer } from 'react-toastify';

/** Loaded with the logged-in shell or by the first toast (docs/performance.md). */
export default function Toasts() {
  return <ToastContainer position="top-right" newestOnTop />;
}
