import { createElement, Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Rich text from the server (a promotion's content) as React elements, never as markup: the
 * HTML is parsed in an inert document (nothing in it runs or loads), then only an allow-list of
 * tags is rebuilt, with no attributes but a link's checked address. The simulator sanitises
 * too; this keeps the page safe whatever the upstream sends.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'span']);
/** Elements whose content is not text to show: dropped whole. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);

/** A path on the site, or an absolute http(s) address; anything else (javascript:, data:, //host) is no link. */
export function safeHref(href: string | null): { path: string } | { url: string } | null {
  const value = (href ?? '').trim();
  // Control characters and backslashes let some browsers read a different scheme or host.
  if (Array.from(value).some((char) => char < ' ' || char === '\u007f' || char === '\\')) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { path: value };
  if (/^https?:\/\//i.test(value)) return { url: value };
  return null;
}

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null; // comments, processing instructions
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, convert);
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const target = safeHref(element.getAttribute('href'));
    if (target && 'path' in target) return createElement(Link, { key, to: target.path }, ...children);
    if (target) return createElement('a', { key, href: target.url, target: '_blank', rel: 'noopener noreferrer' }, ...children);
    return createElement('span', { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/** The allowed part of `html` as React nodes (text escaped by React, no attribute but checked hrefs). */
export function htmlToReact(html: string): ReactNode {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, convert);
}
