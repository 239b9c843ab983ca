"""OpenAPI 3.1 from the catalogue's pydantic models plus the /bff routes.

Each model's JSON schema is generated with refs pointing at components/schemas and its
$defs moved there; every answer is wrapped in the envelope. The document is deterministic
(components sorted by name) and feeds the SPA's generated types (web/src/types/openapi.gen.ts).

Each operation lists the error statuses it can answer, all as the shared Error envelope
(components/responses): the BFF's own refusals follow from the catalogue entry (a session
call: 401; a state-changing one: 403 csrf.invalid and 409; a body: 413), and the platform's
error envelopes pass through with their status. A bounded schemathesis run in `make test`
(tests/bff/test_bff_schemathesis.py) checks the live BFF against this document.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, TypeAdapter
from pydantic.json_schema import JsonSchemaMode

from ... import __doc__ as package_doc
from ...catalogue import ENTRIES
from ...entry import CacheScope, Entry
from ...envelope import REVALIDATE, STALE_HEADER
from ...limits import RetryAfter
from ...settings import REPO_ROOT, Settings
from ..bootstrap.brand import BrandFile
from ..bootstrap.schemas import Bootstrap
from ..health.schemas import UpstreamHealth
from ..responsible.schemas import Exclusion, LimitExceeded, SessionEnded
from ..session.schemas import LanguageRequest, LanguageValue, LoginVerifyValue
from ..system.schemas import CustomerServiceUrl
from ..wallet.schemas import RolloverUnmet

REF = "#/components/schemas/{model}"
RESPONSE_REF = "#/components/responses/{name}"
MUTATING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
# Every error status the BFF answers: (shared response name, what answers it).
ERRORS: dict[str, tuple[str, str]] = {
    "400": (
        "BadRequest",
        "request.invalid (a query or body that does not parse, or an unknown field: `field` "
        "names it), function.not.available (maintenance, a module switched off), or a "
        "platform rule (contract section 2)",
    ),
    "401": (
        "Unauthorized",
        "login.not.session: no session, or the platform ended it; session.time.limit: the "
        "member's session-time limit ended it (value: SessionEnded)",
    ),
    "403": (
        "Forbidden",
        "csrf.invalid (a state-changing call without the X-XSRF-TOKEN header matching the "
        "XSRF-TOKEN cookie), region.restricted, password.change.required, "
        "in_need_true_account, agent.only, or a platform refusal: limit.deposit.exceeded, "
        "limit.wager.exceeded, limit.loss.exceeded (value: LimitExceeded), account.excluded "
        "(value: Exclusion)",
    ),
    "404": ("NotFound", "a platform not-found code (USER_NOT_EXIST, game.not.found, ...)"),
    "405": (
        "MethodNotAllowed",
        "method.not.allowed: another method on this path; Allow lists the ones it takes",
    ),
    "409": (
        "Conflict",
        "a conflict: transfer.conflict, request.conflict (a requestId reused with other "
        "terms), withdraw.rollover.unmet (value: RolloverUnmet), a promotion, mission or "
        "points state",
    ),
    "413": (
        "PayloadTooLarge",
        "request.invalid or payload.too.large: the body is over its size limit (256 KiB; "
        "uploads: their images over 5 MB)",
    ),
    "429": ("TooManyRequests", "TOO_MANY_REQUESTS: a BFF limit or the platform's"),
    "500": ("ServerError", "system.error: the last resort, never with a stack trace"),
    "502": (
        "BadGateway",
        "UPSTREAM_BAD_RESPONSE: the platform's answer is not an envelope or does not "
        "validate; customer.service.unavailable",
    ),
    "503": (
        "ServiceUnavailable",
        "UPSTREAM_UNAVAILABLE (refused, dropped, circuit open), or system.error when the "
        "session store is down",
    ),
    "504": ("GatewayTimeout", "UPSTREAM_TIMEOUT: the platform's deadline passed"),
}
# Any answer may be the last resort, or the session store failing (every call has a session).
ALWAYS = frozenset({"405", "500", "503"})
# A call to the platform: its error envelopes pass through with their status.
UPSTREAM = ALWAYS | {"400", "403", "404", "429", "502", "504"}
ALLOW_DOC = {
    "description": "the methods this path takes",
    "required": True,
    "schema": {"type": "string"},
}
XSRF_HEADER = {
    "name": "X-XSRF-TOKEN",
    "in": "header",
    "required": True,
    "description": "the XSRF-TOKEN cookie's value (double submit)",
    "schema": {"type": "string"},
}
# Error codes whose `value` has a shape of its own.
ERROR_VALUES: dict[str, type[BaseModel]] = {
    "login_verify_required": LoginVerifyValue,
    "TOO_MANY_REQUESTS": RetryAfter,
    "withdraw.rollover.unmet": RolloverUnmet,
    "limit.deposit.exceeded": LimitExceeded,
    "limit.wager.exceeded": LimitExceeded,
    "limit.loss.exceeded": LimitExceeded,
    "account.excluded": Exclusion,
    "exclusion.active": Exclusion,
    "session.time.limit": SessionEnded,
}
RETRY_AFTER_DOC = {
    "description": "seconds to wait before trying again (a BFF limit; value.retryAfter too)",
    "schema": {"type": "integer", "minimum": 1},
}
STALE_DOC = {
    "description": "1 when cached values were served because the upstream is failing",
    "schema": {"const": "1"},
}


IF_NONE_MATCH = {
    "name": "If-None-Match",
    "in": "header",
    "required": False,
    "description": "the ETag of the answer the browser holds: 304 while it is still current",
    "schema": {"type": "string"},
}
ETAG_DOC = {
    "description": "the answer's version (changes with its body)",
    "schema": {"type": "string"},
}
REVALIDATE_DOC = {
    "description": "private, no-cache: the browser keeps it and revalidates before each use",
    "schema": {"const": REVALIDATE},
}


class _Components:
    def __init__(self) -> None:
        self.schemas: dict[str, Any] = {
            "Error": {
                "type": "object",
                "required": ["success", "errorCode", "message"],
                "properties": {
                    "success": {"const": False},
                    "errorCode": {"type": "string"},
                    "message": {"type": "string"},
                    "field": {"type": "string"},
                    "value": {},
                },
            }
        }

    def schema(self, kind: Any, mode: JsonSchemaMode = "serialization") -> dict[str, Any]:
        """A schema for `kind`; named models become components and are referenced."""
        if kind is None:
            return {}
        raw = _open_by_default(TypeAdapter(kind).json_schema(ref_template=REF, mode=mode))
        for name, definition in raw.pop("$defs", {}).items():
            self._add(name, definition)
        if isinstance(kind, type) and issubclass(kind, BaseModel):
            name = kind.__name__
            self._add(name, raw)
            return {"$ref": REF.format(model=name)}
        return raw

    def _add(self, name: str, definition: dict[str, Any]) -> None:
        """One component per name: two different models sharing a name are a bug."""
        known = self.schemas.setdefault(name, definition)
        if known != definition:
            raise ValueError(f"two different models are named {name}: {known} {definition}")

    def envelope(self, kind: Any) -> dict[str, Any]:
        return {
            "type": "object",
            "required": ["success", "value"],
            "properties": {"success": {"const": True}, "value": self.schema(kind)},
        }


def _open_by_default(node: Any) -> Any:
    """Drops `additionalProperties: true` (JSON Schema's default) from a schema, recursively.

    Upstream models allow fields they do not declare; saying so explicitly would give every
    generated TypeScript type an index signature that hides misspelt fields.
    """
    if isinstance(node, dict):
        return {
            key: _open_by_default(value)
            for key, value in node.items()
            if not (key == "additionalProperties" and value is True)
        }
    if isinstance(node, list):
        return [_open_by_default(value) for value in node]
    return node


def _error_responses() -> dict[str, Any]:
    """components/responses: one Error envelope per status."""
    out: dict[str, Any] = {}
    for name, text in ERRORS.values():
        out[name] = {
            "description": text,
            "content": {"application/json": {"schema": {"$ref": REF.format(model="Error")}}},
        }
    out[ERRORS["405"][0]]["headers"] = {"Allow": ALLOW_DOC}
    out[ERRORS["429"][0]]["headers"] = {"Retry-After": RETRY_AFTER_DOC}
    return out


def _responses(
    comp: _Components, kind: Any, statuses: frozenset[str], *, stale: bool = False
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "200": {
            "description": "Success",
            "content": {"application/json": {"schema": comp.envelope(kind)}},
        }
    }
    if stale:
        out["200"]["headers"] = {STALE_HEADER: STALE_DOC}
    out.update(_error_refs(statuses))
    return out


def _error_refs(statuses: frozenset[str]) -> dict[str, Any]:
    return {s: {"$ref": RESPONSE_REF.format(name=ERRORS[s][0])} for s in sorted(statuses)}


def entry_statuses(entry: Entry, method: str) -> frozenset[str]:
    """The error statuses a catalogue operation can answer."""
    out = set(UPSTREAM)
    if entry.token:
        out.add("401")
    if method in MUTATING:
        out.add("409")
    if entry.body_for(method) is not None:
        out.add("413")
    return frozenset(out)


def _query_schema(prop: dict[str, Any]) -> dict[str, Any]:
    """A query parameter's schema: a query string has no null (an unset parameter is left
    out), so the optional field's null branch and default go."""
    out = {k: v for k, v in prop.items() if k not in ("title", "default")}
    branches = [b for b in out.pop("anyOf", []) if b != {"type": "null"}]
    if len(branches) == 1:
        out.update(branches[0])
    elif branches:
        out["anyOf"] = branches
    return out


def language_header(languages: Sequence[str]) -> dict[str, Any]:
    """The Language header: context.pick_language uses it only when it is one of these."""
    return {
        "name": "Language",
        "in": "header",
        "required": False,
        "description": "The call's language, one of the brand's codes. Absent or another "
        "value: the session's language (PUT /bff/language), else the brand's default; never "
        "refused, so a stale stored choice cannot break the site.",
        "schema": {"type": "string", "enum": list(languages)},
    }


# Every operation names the one Language parameter of the components: the brand's codes are
# listed once, not once per operation.
LANGUAGE_PARAMETER = {"$ref": "#/components/parameters/Language"}


def _parameters(entry: Entry, method: str) -> list[dict[str, Any]]:
    params: list[dict[str, Any]] = []
    if entry.query is not None and entry.body_for(method) is None:
        schema = entry.query.model_json_schema()
        required = set(schema.get("required", []))
        for name, prop in schema.get("properties", {}).items():
            params.append(
                {
                    "name": name,
                    "in": "query",
                    "required": name in required,
                    "schema": _query_schema(prop),
                }
            )
    params.append(LANGUAGE_PARAMETER)
    return params


def _operation(comp: _Components, entry: Entry, method: str) -> dict[str, Any]:
    op: dict[str, Any] = {
        "operationId": f"{entry.name.replace('.', '_')}_{method.lower()}",
        "summary": entry.summary or entry.name,
        "tags": list(entry.tags),
        "parameters": _parameters(entry, method),
        "responses": _responses(comp, entry.browser_response, entry_statuses(entry, method)),
        "x-catalogue": {
            "token": entry.token,
            "encrypted": entry.encrypted,
            "module": entry.module,
            "cache": entry.cache.value,
            "ttl": entry.ttl,
            "flushOnLanguage": entry.flush_on_language,
        },
    }
    body = entry.body_for(method)
    if body is not None:
        op["requestBody"] = {
            "required": True,
            "content": {"application/json": {"schema": comp.schema(body, "validation")}},
        }
    if entry.cache is not CacheScope.NONE and method == "GET":
        op["responses"]["200"]["headers"] = {STALE_HEADER: STALE_DOC}
    if entry.revalidates(method):
        op["parameters"].append(IF_NONE_MATCH)
        revalidation = {"ETag": ETAG_DOC, "Cache-Control": REVALIDATE_DOC}
        op["responses"]["200"]["headers"].update(revalidation)
        op["responses"]["304"] = {
            "description": "Not Modified: If-None-Match names the current ETag; no body",
            "headers": revalidation,
        }
    if method in MUTATING:
        op["parameters"].append(XSRF_HEADER)
    return op


def _bff_paths(comp: _Components) -> dict[str, Any]:
    return {
        "/bff/bootstrap": {
            "get": {
                "operationId": "bff_bootstrap_get",
                "summary": "Brand, status, modules, rules, countries, session, member, balance",
                "tags": ["bff"],
                "parameters": [LANGUAGE_PARAMETER],
                "responses": _responses(comp, Bootstrap, UPSTREAM, stale=True),
            }
        },
        "/bff/language": {
            "put": {
                "operationId": "bff_language_put",
                "summary": "Store the language; flush the language-scoped cache",
                "tags": ["bff"],
                "parameters": [XSRF_HEADER],
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {"schema": comp.schema(LanguageRequest, "validation")}
                    },
                },
                "responses": _responses(comp, LanguageValue, ALWAYS | {"400", "403", "413"}),
            }
        },
        "/bff/customer-service": {
            "get": {
                "operationId": "bff_customer_service_get",
                "summary": "The customer-service chat address (decrypted by the BFF); "
                "customer.service.unavailable (502) when there is none",
                "tags": ["bff"],
                "parameters": [LANGUAGE_PARAMETER],
                "responses": _responses(comp, CustomerServiceUrl, UPSTREAM, stale=True),
            }
        },
        "/bff/health": {
            "get": {
                "operationId": "bff_health_get",
                "summary": "Liveness: answers ok without calling upstream",
                "tags": ["bff"],
                "responses": _responses(comp, Literal["ok"], ALWAYS),
            }
        },
        "/bff/health/upstream": {
            "get": {
                "operationId": "bff_health_upstream_get",
                "summary": "This process's circuit breakers per upstream service (read-only)",
                "tags": ["bff"],
                "responses": _responses(comp, UpstreamHealth, ALWAYS),
            }
        },
        "/bff/openapi.json": {
            "get": {
                "operationId": "bff_openapi_get",
                "summary": "This document",
                "tags": ["bff"],
                "responses": {
                    "200": {
                        "description": "OpenAPI 3.1 document",
                        "content": {"application/json": {"schema": {"type": "object"}}},
                    },
                    **_error_refs(ALWAYS),
                },
            }
        },
    }


def default_languages() -> tuple[str, ...]:
    """The language codes of the brand file a default setup serves: the committed document
    (docs/api/openapi.json) is the default brand's; a running BFF serves its own brand's."""
    default = Settings.model_fields["brand"].default
    return BrandFile.load(REPO_ROOT / "fixtures" / "brands" / f"{default}.yaml").codes


def build_openapi(languages: Sequence[str] | None = None) -> dict[str, Any]:
    """The document; `languages`: the brand's codes (the Language header's values)."""
    codes = tuple(languages) if languages is not None else default_languages()
    comp = _Components()
    paths: dict[str, Any] = {}
    for entry in ENTRIES:
        if not entry.exposed:
            continue
        item = paths.setdefault(entry.path, {})
        for method in entry.methods:
            item[method.lower()] = _operation(comp, entry, method)
    paths.update(_bff_paths(comp))
    for model in ERROR_VALUES.values():
        comp.schema(model)
    comp.schemas["Error"]["properties"]["value"] = {
        "description": "Details of some codes: "
        + ", ".join(f"{code}: {model.__name__}" for code, model in ERROR_VALUES.items())
    }
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "White-label gaming site BFF",
            "version": "1",
            "description": (package_doc or "").strip(),
        },
        "paths": paths,
        "components": {
            "parameters": {"Language": language_header(codes)},
            "responses": _error_responses(),
            "schemas": dict(sorted(comp.schemas.items())),
        },
    }
