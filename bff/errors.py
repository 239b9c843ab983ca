"""Domain errors and the one table that maps error codes to HTTP status (contract section 2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

STATUS_BY_CODE: dict[str, int] = {
    "login.not.session": 401,
    "function.not.available": 400,
    "region.restricted": 403,
    "TOO_MANY_REQUESTS": 429,
    "in_need_true_account": 403,
    "agent.only": 403,
    "agent.member.not.found": 404,
    "password.change.required": 403,
    "csrf.invalid": 403,
    "request.invalid": 400,
    "payload.too.large": 413,
    "path.not.found": 404,
    "method.not.allowed": 405,
    "UPSTREAM_UNAVAILABLE": 503,
    "UPSTREAM_TIMEOUT": 504,
    "UPSTREAM_BAD_RESPONSE": 502,
    "customer.service.unavailable": 502,
    "system.error": 500,
}

MESSAGES: dict[str, str] = {
    "login.not.session": "Not logged in, please log in",
    "function.not.available": "This function is not available",
    "region.restricted": "Access is restricted in your location",
    "TOO_MANY_REQUESTS": "Too many requests, try again after 5 minutes",
    "in_need_true_account": "This feature needs a real account",
    "agent.only": "This needs an agent account",
    "agent.member.not.found": "No such member in your team",
    "password.change.required": "Change your password first",
    "csrf.invalid": "Missing or wrong X-XSRF-TOKEN header",
    "request.invalid": "The request does not parse",
    "payload.too.large": "The images are over 5 MB each",
    "path.not.found": "Unknown path",
    "method.not.allowed": "Method not allowed on this path",
    "UPSTREAM_UNAVAILABLE": "The platform is unavailable, try again later",
    "UPSTREAM_TIMEOUT": "The platform took too long to answer",
    "UPSTREAM_BAD_RESPONSE": "The platform gave an unreadable answer",
    "customer.service.unavailable": "Customer service cannot be reached now",
    "system.error": "Unexpected error",
}


class DomainError(Exception):
    """An error with a stable code; the middleware turns it into the envelope."""

    def __init__(
        self,
        code: str,
        message: str | None = None,
        *,
        status: int | None = None,
        field: str | None = None,
        value: Any = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        self.code = code
        self.message = message or MESSAGES.get(code, code)
        self.status = status or STATUS_BY_CODE.get(code, 400)
        self.field = field
        self.value = value
        self.headers = dict(headers or {})  # extra HTTP headers of the answer (Retry-After)
        super().__init__(f"{code}: {self.message}")

    def body(self) -> dict[str, Any]:
        out: dict[str, Any] = {"success": False, "errorCode": self.code, "message": self.message}
        if self.field is not None:
            out["field"] = self.field
        if self.value is not None:
            out["value"] = self.value
        return out


class UpstreamError(DomainError):
    """An error envelope the upstream answered; passed through with its HTTP status."""


def not_session() -> DomainError:
    return DomainError("login.not.session")
