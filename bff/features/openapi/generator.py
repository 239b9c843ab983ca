"""OpenAPI 3.1 from the catalogue's pydantic models plus the /bff routes.

Each model's JSON schema is generated with refs pointing at components/schemas and its
$defs moved there; every answer is wrapped in the envelope. The document is deterministic
(components sorted by name) and feeds the SPA's generated types (web/src/types/openapi.gen.ts).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, TypeAdapter
from pydantic.json_schema import JsonSchemaMode

from ... import __doc__ as package_doc
from ...catalogue import ENTRIES
from ...entry import CacheScope, Entry
from ...envelope import STALE_HEADER
from ..bootstrap.schemas import Bootstrap
from ..health.schemas import UpstreamHealth
from ..session.schemas import LanguageRequest, LanguageValue, LoginVerifyValue
from ..system.schemas import CustomerServiceUrl
from ..wallet.schemas import RolloverUnmet

REF = "#/components/schemas/{model}"
ERROR_CODES = {
    "400": "Refused: request.invalid, function.not.available, a field rule, ...",
    "401": "login.not.session",
    "403": "csrf.invalid or region.restricted",
    "404": "path.not.found",
    "429": "TOO_MANY_REQUESTS",
    "502": "UPSTREAM_BAD_RESPONSE",
    "503": "UPSTREAM_UNAVAILABLE",
    "504": "UPSTREAM_TIMEOUT",
}
# Error codes whose `value` has a shape of its own.
ERROR_VALUES: dict[str, type[BaseModel]] = {
    "login_verify_required": LoginVerifyValue,
    "withdraw.rollover.unmet": RolloverUnmet,
}
STALE_DOC = {
    "description": "1 when cached values were served because the upstream is failing",
    "schema": {"const": "1"},
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


def _responses(comp: _Components, kind: Any, *, stale: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "200": {
            "description": "Success",
            "content": {"application/json": {"schema": comp.envelope(kind)}},
        }
    }
    if stale:
        out["200"]["headers"] = {STALE_HEADER: STALE_DOC}
    for status, text in ERROR_CODES.items():
        out[status] = {
            "description": text,
            "content": {"application/json": {"schema": {"$ref": REF.format(model="Error")}}},
        }
    return out


def _parameters(entry: Entry, method: str) -> list[dict[str, Any]]:
    params: list[dict[str, Any]] = []
    if entry.query is not None and entry.body_for(method) is None:
        schema = entry.query.model_json_schema()
        required = set(schema.get("required", []))
        for name, prop in schema.get("properties", {}).items():
            params.append(
                {"name": name, "in": "query", "required": name in required, "schema": prop}
            )
    params.append(
        {
            "name": "Language",
            "in": "header",
            "required": False,
            "schema": {"type": "string", "pattern": "^[A-Za-z]{2,3}$"},
        }
    )
    return params


def _operation(comp: _Components, entry: Entry, method: str) -> dict[str, Any]:
    op: dict[str, Any] = {
        "operationId": f"{entry.name.replace('.', '_')}_{method.lower()}",
        "summary": entry.summary or entry.name,
        "tags": list(entry.tags),
        "parameters": _parameters(entry, method),
        "responses": _responses(comp, entry.browser_response),
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
    if method in {"POST", "PUT", "PATCH", "DELETE"}:
        op["parameters"].append(
            {"name": "X-XSRF-TOKEN", "in": "header", "required": True, "schema": {"type": "string"}}
        )
    return op


def _bff_paths(comp: _Components) -> dict[str, Any]:
    return {
        "/bff/bootstrap": {
            "get": {
                "operationId": "bff_bootstrap_get",
                "summary": "Brand, status, modules, rules, countries, session, member, balance",
                "tags": ["bff"],
                "responses": _responses(comp, Bootstrap, stale=True),
            }
        },
        "/bff/language": {
            "put": {
                "operationId": "bff_language_put",
                "summary": "Store the language; flush the language-scoped cache",
                "tags": ["bff"],
                "parameters": [
                    {
                        "name": "X-XSRF-TOKEN",
                        "in": "header",
                        "required": True,
                        "schema": {"type": "string"},
                    }
                ],
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {"schema": comp.schema(LanguageRequest, "validation")}
                    },
                },
                "responses": _responses(comp, LanguageValue),
            }
        },
        "/bff/customer-service": {
            "get": {
                "operationId": "bff_customer_service_get",
                "summary": "The customer-service chat address (decrypted by the BFF); "
                "customer.service.unavailable (502) when there is none",
                "tags": ["bff"],
                "responses": _responses(comp, CustomerServiceUrl, stale=True),
            }
        },
        "/bff/health": {
            "get": {
                "operationId": "bff_health_get",
                "summary": "Liveness: answers ok without calling upstream",
                "tags": ["bff"],
                "responses": {"200": {"description": '{"success": true, "value": "ok"}'}},
            }
        },
        "/bff/health/upstream": {
            "get": {
                "operationId": "bff_health_upstream_get",
                "summary": "This process's circuit breakers per upstream service (read-only)",
                "tags": ["bff"],
                "responses": _responses(comp, UpstreamHealth),
            }
        },
        "/bff/openapi.json": {
            "get": {
                "operationId": "bff_openapi_get",
                "summary": "This document",
                "tags": ["bff"],
                "responses": {"200": {"description": "OpenAPI 3.1 document"}},
            }
        },
    }


def build_openapi() -> dict[str, Any]:
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
        "components": {"schemas": dict(sorted(comp.schemas.items()))},
    }
