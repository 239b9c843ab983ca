"""Amounts at the simulator's edge: ASCII digits, at most two decimals, nothing else."""

from __future__ import annotations

import pytest

from simulator.core.money import format_minor, parse_minor


@pytest.mark.parametrize(
    ("text", "minor"), [("100", 10000), ("100.5", 10050), ("0.01", 1), (" 7.00 ", 700)]
)
def test_amounts_parse_to_minor_units(text: str, minor: int) -> None:
    assert parse_minor(text) == minor
    assert parse_minor(format_minor(minor)) == minor


@pytest.mark.parametrize(
    "text",
    [
        "１００",  # fullwidth digits: str.isdigit() says yes
        "١٠٠",  # Arabic-Indic digits
        "1٠0",
        "100.５",
        "1e5",
        "-1",
        "1.234",
        "",
    ],
)
def test_anything_but_ascii_digits_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_minor(text)
