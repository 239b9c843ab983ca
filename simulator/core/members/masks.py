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
