"""Money is integer minor units (hundredths) inside; the API shows two-decimal strings."""

from __future__ import annotations

from ..errors import DomainError


def format_minor(amount: int) -> str:
    """12345 -> "123.45"; exact, no float involved."""
    sign = "-" if amount < 0 else ""
    whole, cents = divmod(abs(amount), 100)
    return f"{sign}{whole}.{cents:02d}"


def _digits(text: str) -> bool:
    # str.isdigit() also takes Arabic-Indic and fullwidth digits: an amount is ASCII only.
    return text.isascii() and text.isdigit()


def parse_minor(text: str) -> int:
    """ "123.45" -> 12345; ASCII digits, at most two decimals, no sign, no exponent; else
    ValueError."""
    whole, _, cents = text.strip().partition(".")
    if not _digits(whole) or len(cents) > 2 or (cents and not _digits(cents)):
        raise ValueError(f"{text!r} is not an amount like 123.45")
    return int(whole) * 100 + int(cents.ljust(2, "0") or 0)


MAX_AMOUNT = 10**15  # minor units; far above any limit, below SQLite's integer range


def amount_of(text: str | None, field: str) -> int:
    """A positive decimal-string amount from a request, as minor units; request errors name
    the field (field.required, field.invalid)."""
    if text is None or not str(text).strip():
        raise DomainError("field.required", f"{field} is required", field=field)
    try:
        amount = parse_minor(str(text))
    except ValueError:
        raise DomainError("field.invalid", "An amount like 123.45", field=field) from None
    if amount <= 0 or amount > MAX_AMOUNT:
        raise DomainError("field.invalid", "The amount must be above 0", field=field)
    return amount
