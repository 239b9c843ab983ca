import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

interface BannerLinkProps {
  url: string;
  className?: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** A banner's target: an in-site path through the router, anything else in a new tab. */
export function BannerLink({ url, className, children, onClick }: BannerLinkProps) {
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  );
}
