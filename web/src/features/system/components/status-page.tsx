import type { ReactNode } from 'react';

/** Frame of the full-page states: maintenance, restriction, not found, errors. */
export function StatusPage({
  logo,
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  logo?: ReactNode;
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'warning' | 'danger';
}) {
  return (
    <section className={`status-page status-page--${tone}`}>
      <div className="status-page__card">
        {logo ? <div className="status-page__logo">{logo}</div> : null}
        {icon ? <div className="status-page__icon">{icon}</div> : null}
        <h1 className="status-page__title">{title}</h1>
        {children ? <div className="status-page__text">{children}</div> : null}
        {actions ? <div className="status-page__actions">{actions}</div> : null}
      </div>
    </section>
  );
}
