import { createContext, useContext } from 'react';

export interface CenterNavigation {
  /** Show another page of the same panel (a page that needs another first links to it). */
  go: (pageId: string) => void;
  has: (pageId: string) => boolean;
  /** Close the panel (a page's link leads elsewhere on the site). */
  close?: () => void;
}

export const NavigationContext = createContext<CenterNavigation | null>(null);

/** The panel a page is shown in (member or agent centre), or null outside one. */
export const useCenterNavigation = (): CenterNavigation | null => useContext(NavigationContext);
