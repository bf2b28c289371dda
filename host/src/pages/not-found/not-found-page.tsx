import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="ui-panel">
      <h2>Page not found</h2>
      <p>There is no page at this address.</p>
      <Link to="/dashboard">Go to the dashboard</Link>
    </section>
  );
}
