"""Masked mobile numbers and e-mail addresses, as member info and verification show them."""

from __future__ import annotations


def mask_mobile(mobile: str | None) -> str:
    if not mobile:
        return ""
    return "*" * max(len(mobile) - 4, 0) + mobile[-4:]


def mask_email(email: str | None) -> str:
    if not email or "@" not in email:
        return ""
    local, domain = email.split("@", 1)
    return f"{local[:2]}***@{domain}"


def mask_account(account: str) -> str:
    """An account as public boards show it: the first and last two characters (one of each
    for a short name), the rest hidden."""
    keep = 2 if len(account) > 5 else 1
    if len(account) <= 2:
        return account[:1] + "***"
    return f"{account[:keep]}***{account[-keep:]}"
