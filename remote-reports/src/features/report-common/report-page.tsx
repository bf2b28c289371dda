import { useTexts, type ReportsKey } from '../../i18n/texts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './report-page.css';

interface ReportPageProps {
  title: ReportsKey;
  /** The CSV button or other actions beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Frame of every report: title, actions and the back to main menu link to /dashboard. */
export function ReportPage({ title, actions, children }: ReportPageProps) {
  const t = useTexts();
  return (
    <section className="ui-panel report-page" aria-label={t(title)}>
      <header className="report-page__head">
        <h2>{t(title)}</h2>
        <div className="report-page__actions">
          {actions}
          <Link to="/dashboard" className="report-page__back">
            {t('page.back')}
          </Link>
        </div>
      </header>
      {children}
    </section>
  );
}

/** The inline message when the filters cannot be sent. */
export function FilterProblem({ problem }: { problem: ReportsKey | null }) {
  const t = useTexts();
  return problem ? (
    <p role="alert" className="report-page__problem">
      {t(problem)}
    </p>
  ) : null;
}
