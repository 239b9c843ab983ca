import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A banner's target: an in-site path through the router, anything else in a new tab. */
export function BannerLink({ url, className, children, label }: { url?: string | null; className?: string; children: ReactNode; label: string }) {
  if (!url) return <div className={className}>{children}</div>;
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}
