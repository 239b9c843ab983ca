"""Rich content (promotions, announcements, messages, help) as safe HTML, cleaned by nh3
(the Ammonia sanitiser): an allow-list of tags, no attributes but a link's href (http, https
or a path on the site), every text escaped; script-like elements are dropped with their
content."""

from __future__ import annotations

import nh3

ALLOWED = frozenset(
    {"p", "br", "strong", "em", "b", "i", "u", "ul", "ol", "li", "h3", "h4", "a", "span"}
)
# Their content is not text to show: dropped whole.
DROPPED = frozenset(
    {"script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math"}
    | {"textarea", "select", "title", "head"}
)
LINK_REL = "noopener noreferrer"


def safe_href(href: str | None) -> str | None:
    """An http(s) URL or a path on the site; anything else (javascript:, data:, //host)
    is no link."""
    value = (href or "").strip()
    if any(ord(char) < 0x20 or char in "\\\x7f" for char in value):
        return None
    if value.startswith(("https://", "http://")):
        return value
    if value.startswith("/") and not value.startswith("//"):
        return value
    return None


def _attribute(tag: str, name: str, value: str) -> str | None:
    # nh3 lets a protocol-relative //host through as a relative URL: not a link here.
    return safe_href(value) if (tag, name) == ("a", "href") else value


def sanitise(html: str) -> str:
    """The allowed subset of `html`; comments, doctype and processing instructions go."""
    return nh3.clean(
        html,
        tags=set(ALLOWED),
        clean_content_tags=set(DROPPED),
        attributes={"a": {"href"}},
        url_schemes={"http", "https"},
        attribute_filter=_attribute,
        link_rel=LINK_REL,
        strip_comments=True,
    )
