import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './home.css';

interface Props {
  /** The heading's id (a translated title makes no stable one). */
  id: string;
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}

/**
 * One area of the home page: a heading, a link into the area, and the remote's widget in a box of
 * fixed height, so a widget drawing or growing never moves the area below it.
 */
export function HomeSection({ id, title, link, children }: Props) {
  return (
    <section className="ui-panel home-section" aria-labelledby={id}>
      <header className="home-section__head">
        <h2 id={id}>{title}</h2>
        <Link to={link.to} className="home-section__link">
          {link.label} ›
        </Link>
      </header>
      <div className="home-section__body">{children}</div>
    </section>
  );
}
