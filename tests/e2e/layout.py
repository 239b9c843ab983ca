"""Measuring the layout from a browser test: waiting until the page has settled, the boxes of
the visible controls in a part of it, and the controls whose words do not fit in them.

Everything is measured from the elements' boxes in the page, so a failure names the controls."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Locator, Page

# Counts the page's requests in flight, so a check waits for the data it lays out (vendors,
# balance, rank) without networkidle's fixed half second per page.
TRACK_REQUESTS = """(() => {
  let inflight = 0;
  window.__quietSince = performance.now();
  const done = () => { inflight -= 1; window.__quietSince = performance.now(); };
  const fetch = window.fetch.bind(window);
  window.fetch = (...args) => {
    inflight += 1;
    window.__quietSince = Infinity;
    return fetch(...args).finally(done);
  };
  window.__quiet = () => inflight === 0 && performance.now() - window.__quietSince > 150;
  // Other loads too (a language's script font: its code, its style sheets, then its files):
  // each one that ends starts the quiet time again.
  new PerformanceObserver(() => {
    window.__quietSince = Math.max(window.__quietSince, performance.now());
  }).observe({ type: 'resource' });
})()"""


def quiet(page: Page) -> None:
    """Waits until no request has been in flight for 150 ms (the page has TRACK_REQUESTS)."""
    page.wait_for_function("() => window.__quiet && window.__quiet()", polling=50)


def settle(page: Page) -> None:
    """Waits for the data, the fonts and the header's measuring (a few frames after them)."""
    quiet(page)
    frames(page)
    quiet(page)


def frames(page: Page) -> None:
    """Waits for the fonts and a few frames: what a resize or a click lays out has been drawn,
    and ResizeObserver callbacks (the header's measuring) have run and been drawn."""
    page.evaluate(
        "() => document.fonts.ready.then(() => new Promise((done) =>"
        " requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))))"
        # A dialog fades in: its controls count once it shows (endless spinners do not wait).
        ".then(() => Promise.all(document.getAnimations()"
        " .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)"
        " .map((a) => a.finished.catch(() => undefined))))"
    )


# JavaScript statements, the start of a function's body: `shown(root)` lists the visible
# controls in root with their boxes in viewport coordinates, and `pairs(xs, ys, same)` the pairs
# of them that overlap. A control clipped away by a scrolling or overflow-hidden ancestor (a
# carousel's other slides, a scrolled tab row) counts only with what shows of it; visually
# hidden labels (1 px) do not count; an intersection of more than 1 px of area counts.
CONTROL_BOXES = """
  const CONTROLS = ['a[href]', 'button', 'input:not([type=hidden])', 'select', 'textarea',
    '[role=button]', '[tabindex="0"]'].join(', ');
  const intersect = (a, b) => ({
    left: Math.max(a.left, b.left), top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom),
  });
  const describe = (el) => {
    const text = el.getAttribute('aria-label') || el.getAttribute('placeholder')
      || el.textContent || '';
    const name = text.trim().replace(/\\s+/g, ' ').slice(0, 40);
    const type = el.tagName === 'INPUT' ? `[${el.type}]` : '';
    return `${el.tagName.toLowerCase()}${type} "${name}"`;
  };
  const shown = (root) => {
    if (!root) return [];
    const out = [];
    for (const el of root.querySelectorAll(CONTROLS)) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      let box = el.getBoundingClientRect();
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          box = intersect(box, up.getBoundingClientRect());
        }
        if (style.position === 'fixed') break;
      }
      const width = box.right - box.left;
      const height = box.bottom - box.top;
      if (width <= 1 || height <= 1) continue;
      const { left, top, right, bottom } = box;
      out.push({ el, name: describe(el), left, top, right, bottom });
    }
    return out;
  };
  function* ancestors(el) {
    for (let up = el; up && up !== document.body; up = up.parentElement) yield up;
  }
  const span = (a0, a1, b0, b1) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
  const area = (a, b) =>
    span(a.left, a.right, b.left, b.right) * span(a.top, a.bottom, b.top, b.bottom);
  const related = (a, b) => a.el.contains(b.el) || b.el.contains(a.el);
  const pairs = (xs, ys, same) => {
    const found = [];
    xs.forEach((a, i) => ys.forEach((b, j) => {
      if (same && j <= i) return;
      if (related(a, b)) return;
      const overlap = area(a, b);
      if (overlap > 1) found.push(`${a.name} and ${b.name} (${Math.round(overlap)} px²)`);
    }));
    return found;
  };
"""

# The controls of one part of the page (the header, a dialog, a menu) whose words do not fit:
# a word sticking out of its control's box, or cut off by a box inside it (overflow hidden), or
# an input's words (its value, else its placeholder) wider than its field. Words cut short with
# an ellipsis count as fitting when the full wording is in a title. Also: the controls that
# overlap, and those sticking out sideways of a box they sit in (a row of them too long).
FITS = (
    "(root) => {"
    + CONTROL_BOXES
    + """
  const union = (a, b) => (a ? {
    left: Math.min(a.left, b.left), top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom),
  } : { left: b.left, top: b.top, right: b.right, bottom: b.bottom });
  const beyond = (inner, outer) => Math.max(outer.left - inner.left, inner.right - outer.right,
    outer.top - inner.top, inner.bottom - outer.bottom);
  const round = (r) => [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
  const words = (el) => (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA'
    ? el.value || el.placeholder : el.textContent).trim().replace(/\\s+/g, ' ');
  const canvas = document.createElement('canvas').getContext('2d');
  const fieldOverflow = (el) => {
    if (el.value) {
      return el.scrollWidth > el.clientWidth + 1 ? `${el.scrollWidth} > ${el.clientWidth}` : null;
    }
    const style = getComputedStyle(el);
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const need = canvas.measureText(el.placeholder).width;
    return need > room + 1 ? `placeholder ${Math.round(need)} px in ${Math.round(room)} px` : null;
  };
  const cutWithTitle = (box, el) => getComputedStyle(box).textOverflow === 'ellipsis'
    && Boolean((box.title || el.title || '').trim());
  const textOverflow = (el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.data.trim() || !parent.checkVisibility({ checkVisibilityCSS: true })) continue;
      const home = parent.getBoundingClientRect();
      if (home.width <= 1 || home.height <= 1) continue; // visually hidden words
      const range = document.createRange();
      range.selectNodeContents(node);
      let text = null;
      for (const r of range.getClientRects()) {
        if (r.width > 0 && r.height > 0) text = union(text, r);
      }
      if (!text) continue;
      // Out of the control, or out of a box inside it that cuts it off. A box placed on its own
      // (a count on the control's corner) holds its words in place of the control.
      const boxes = [...ancestors(parent)];
      const placed = boxes.findIndex((box) => box === el
        || ['absolute', 'fixed'].includes(getComputedStyle(box).position));
      for (const box of boxes.slice(0, placed + 1)) {
        const style = getComputedStyle(box);
        const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
        if (box !== boxes[placed] && !clips) continue;
        const by = beyond(text, box.getBoundingClientRect());
        if (by > 1 && !(clips && cutWithTitle(box, el))) {
          return `"${node.data.trim()}" [${round(text)}] out of ${box.tagName.toLowerCase()}`
            + ` [${round(box.getBoundingClientRect())}] by ${Math.round(by)} px`;
        }
      }
    }
    return null;
  };
  // Sideways out of a box it sits in (a row too long for its container), up to the part, a
  // box placed on its own (a pop-over) or a box that scrolls or clips (what shows is measured).
  const spill = (el) => {
    const own = el.getBoundingClientRect();
    for (let up = el.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX !== 'visible') return null;
      const box = up.getBoundingClientRect();
      if (!['inline', 'contents'].includes(style.display)
        && (own.left < box.left - 1 || own.right > box.right + 1)) {
        return `[${Math.round(own.left)}, ${Math.round(own.right)}] out of`
          + ` ${up.tagName.toLowerCase()} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
      }
      if (up === root || ['absolute', 'fixed'].includes(style.position)) return null;
    }
    return null;
  };
  const controls = shown(root);
  const overflow = [];
  const outside = [];
  for (const c of controls) {
    const out = spill(c.el);
    if (out) outside.push(`${c.name} ${out}`);
    const text = words(c.el);
    if (!text) continue;
    const field = c.el.tagName === 'INPUT' || c.el.tagName === 'TEXTAREA';
    const why = field ? fieldOverflow(c.el) : textOverflow(c.el);
    if (why) overflow.push(`${c.name} "${text.slice(0, 60)}": ${why}`);
  }
  return { count: controls.length, overflow, overlaps: pairs(controls, controls, true), outside };
}"""
)


def fits(part: Locator) -> dict[str, Any]:
    """FITS measured in `part` (its first element)."""
    found: dict[str, Any] = part.first.evaluate(FITS)
    return found
