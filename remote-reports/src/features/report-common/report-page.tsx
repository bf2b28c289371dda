import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './report-page.css';

interface ReportPageProps {
  title: string;
  /** The CSV button or other actions beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Frame of every report: title, actions and the back to main menu link to /dashboard. */
export function ReportPage({ title, actions, children }: ReportPageProps) {
  return (
    <section className="ui-panel report-page" aria-label={title}>
      <header className="report-page__head">
        <h2>{title}</h2>
        <div className="report-page__actions">
          {actions}
          <Link to="/dashboard" className="report-page__back">
            back to main menu
          </Link>
        </div>
      </header>
      {children}
    </section>
  );
}

/** The inline message when the filters cannot be sent. */
export function FilterProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className="report-page__problem">
      {problem}
    </p>
  ) : null;
}
