"""The brand file (fixtures/brands/<BRAND>.yaml): presentation the upstream does not give.

See docs/adr/0001-brand-presentation.md. Only the public keys of contract section 7 leave
the BFF; "{sim}" in any string is replaced by the origin of the chosen image CDN.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

PUBLIC_KEYS = (
    "merchantCode",
    "name",
    "platform",
    "lotteryType",
    "device",
    "defaultLanguage",
    "languages",
    "currency",
    "currencySymbol",
    "theme",
    "ageConsent",
    "loginedToHomePage",
    "logo",
    "customerService",
    "registerBonusText",
    "timeZone",
)


class BrandFileError(RuntimeError):
    pass


class BrandFile:
    def __init__(self, data: dict[str, Any]) -> None:
        languages = data.get("languages") or []
        if not languages or not all(isinstance(x, dict) and x.get("code") for x in languages):
            raise BrandFileError("the brand file needs languages: [{code, locale, label, flag}]")
        self._data = data
        self.codes = tuple(str(x["code"]).upper() for x in languages)
        default = str(data.get("defaultLanguage") or self.codes[0]).upper()
        self.default_language = default if default in self.codes else self.codes[0]

    @classmethod
    def load(cls, path: Path) -> BrandFile:
        try:
            # libyaml's loader where PyYAML has it: the brand file is read at every start.
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)  # a safe loader
        except OSError as exc:
            raise BrandFileError(f"cannot read the brand file {path}: {exc}") from exc
        except yaml.YAMLError as exc:
            raise BrandFileError(f"the brand file {path} is not valid YAML: {exc}") from exc
        if not isinstance(data, dict):
            raise BrandFileError(f"the brand file {path} must be a mapping")
        return cls(data)

    @property
    def name(self) -> str:
        return str(self._data.get("name") or "")

    @property
    def default_locale(self) -> str:
        """The wording set (SPA locale) of the default language."""
        for lang in self._data["languages"]:
            if str(lang["code"]).upper() == self.default_language:
                return str(lang.get("locale") or "en")
        return "en"

    @property
    def theme_mode(self) -> str:
        """dark or light: the theme a first visit gets."""
        theme = self._data.get("theme")
        mode = theme.get("defaultMode") if isinstance(theme, dict) else None
        return "light" if mode == "light" else "dark"

    @property
    def merchant_code(self) -> str:
        """The merchant code the upstream knows this brand by (the Merchant header)."""
        return str(self._data.get("merchantCode") or "")

    @property
    def default_password(self) -> str:
        """The brand's weak default password: compared at login, never sent anywhere."""
        return str(self._data.get("defaultPassword") or "")

    @property
    def cs_key(self) -> str | None:
        """The key of the customer-service chat address (`csKey`): never sent anywhere."""
        value = self._data.get("csKey")
        return str(value) if value else None

    def knows_language(self, code: str) -> bool:
        return code.upper() in self.codes

    def public(self, cdn_origin: str, upstream: dict[str, Any] | None = None) -> dict[str, Any]:
        """The public brand; upstream data (customer service) wins over the file."""
        out = {key: self._data.get(key) for key in PUBLIC_KEYS}
        for key, value in (upstream or {}).items():
            if value:
                out[key] = value
        return _substitute(out, cdn_origin)


def _substitute(value: Any, origin: str) -> Any:
    if isinstance(value, str):
        return value.replace("{sim}", origin)
    if isinstance(value, list):
        return [_substitute(v, origin) for v in value]
    if isinstance(value, dict):
        return {k: _substitute(v, origin) for k, v in value.items()}
    return value
