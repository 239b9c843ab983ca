"""Subset matching, response paths and ${var} substitution for scenario steps."""

from __future__ import annotations

import re
from typing import Any

_VAR = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
MISSING = object()


class Unresolved(KeyError):
    """A ${name} with no value."""


def substitute(node: Any, variables: dict[str, Any]) -> Any:
    """Replace ${name} in every string; a string that is only ${name} keeps the value's type."""
    if isinstance(node, str):
        whole = _VAR.fullmatch(node)
        if whole:
            if whole.group(1) not in variables:
                raise Unresolved(whole.group(1))
            return variables[whole.group(1)]

        def one(match: re.Match[str]) -> str:
            if match.group(1) not in variables:
                raise Unresolved(match.group(1))
            return str(variables[match.group(1)])

        return _VAR.sub(one, node)
    if isinstance(node, list):
        return [substitute(item, variables) for item in node]
    if isinstance(node, dict):
        return {key: substitute(value, variables) for key, value in node.items()}
    return node


def lookup(data: Any, path: str) -> Any:
    """'value.items.0.code' into nested dicts and lists; MISSING when absent."""
    current = data
    for part in str(path).split("."):
        if isinstance(current, dict) and part in current:
            current = current[part]
        elif isinstance(current, list) and part.lstrip("-").isdigit():
            index = int(part)
            if not -len(current) <= index < len(current):
                return MISSING
            current = current[index]
        else:
            return MISSING
    return current


def mismatches(expected: Any, actual: Any, where: str = "") -> list[str]:
    """Where `actual` differs from `expected`: dicts match as subsets, lists item by item
    with equal length, anything else by equality."""
    label = where or "(root)"
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{label}: expected a mapping, got {_short(actual)}"]
        problems: list[str] = []
        for key, want in expected.items():
            inner = f"{where}.{key}" if where else str(key)
            if key not in actual:
                problems.append(f"{inner}: missing (expected {_short(want)})")
            else:
                problems.extend(mismatches(want, actual[key], inner))
        return problems
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{label}: expected {_short(expected)}, got {_short(actual)}"]
        problems = []
        for index, (want, got) in enumerate(zip(expected, actual, strict=True)):
            problems.extend(mismatches(want, got, f"{where}.{index}" if where else str(index)))
        return problems
    same = expected == actual and type(expected) is type(actual)
    numeric = isinstance(expected, int | float) and isinstance(actual, int | float)
    if same or (numeric and not isinstance(expected, bool) and expected == actual):
        return []
    return [f"{label}: expected {_short(expected)}, got {_short(actual)}"]


def _short(value: Any, limit: int = 120) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
