import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { htmlToReact, safeHref } from '@/lib/safe-html';

describe('safeHref', () => {
  it.each([
    ['/pointMall', { path: '/pointMall' }],
    ['https://example.com/a', { url: 'https://example.com/a' }],
    ['HTTP://example.com', { url: 'HTTP://example.com' }],
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['java\tscript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s -> %o', (href, expected) => {
    expect(safeHref(href)).toEqual(expected);
  });
});

describe('htmlToReact', () => {
  it('keeps allowed tags without attributes and drops script-like elements with their content', () => {
    const nodes = htmlToReact('<p class="x" style="color:red">Hi <b>there</b></p><script>alert(1)</script><div>inner <em>text</em></div>') as unknown[];
    const [paragraph, , unwrapped] = nodes as ReactElement<{ children?: unknown }>[];
    expect(isValidElement(paragraph) && paragraph.type).toBe('p');
    expect(Object.keys(paragraph?.props ?? {})).toEqual(['children']);
    expect(nodes[1]).toBeNull();
    // An unknown element gives way to its content.
    expect(isValidElement(unwrapped) && typeof unwrapped.type).toBe('symbol');
  });
});
