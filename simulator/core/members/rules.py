"""The register field rules the simulator publishes, applied server-side."""

from __future__ import annotations

import re
from functools import lru_cache

from ...errors import DomainError
from ...fixtures import FieldRule


@lru_cache(maxsize=256)
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def check_field(name: str, rule: FieldRule, value: str | None) -> str | None:
    """The trimmed value, None when absent and optional; raises field.required/invalid."""
    if not rule.enabled:
        return None
    text = (value or "").strip()
    if not text:
        if rule.required:
            raise DomainError("field.required", f"{name} is required", field=name)
        return None
    if not rule.minLength <= len(text) <= rule.maxLength:
        bounds = f"{rule.minLength}-{rule.maxLength}"
        raise DomainError("field.invalid", f"{name} must be {bounds} characters", field=name)
    if rule.acceptedPattern != "*" and not _compiled(rule.acceptedPattern).fullmatch(text):
        raise DomainError("field.invalid", f"{name} has the wrong format", field=name)
    return text


def check_all(rules: dict[str, FieldRule], values: dict[str, str | None]) -> dict[str, str]:
    """Apply every enabled rule in published order; returns the accepted, trimmed values."""
    accepted: dict[str, str] = {}
    for name, rule in rules.items():
        text = check_field(name, rule, values.get(name))
        if text is not None:
            accepted[name] = text
    return accepted
