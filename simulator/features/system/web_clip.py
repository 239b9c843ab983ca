"""The brand's iOS configuration profile: one web clip that puts the site on the home screen.

A real merchant ships a signed profile from its CDN; the simulator builds an unsigned one from
the brand (name, site address) so the download page's MOBILECONFIG resource installs what it
says. iOS shows an unsigned profile as "Not Verified" and installs it all the same.
"""

from __future__ import annotations

import plistlib
import re
import uuid

from ...fixtures import Brand

CONTENT_TYPE = "application/x-apple-aspen-config"

# Version 1 UUIDs would leak the host; version 5 from a fixed namespace keeps the profile's
# identity stable across restarts, so a reinstall replaces the clip instead of adding one.
_NAMESPACE = uuid.UUID("6f1f3c1e-7b4e-4f0e-9a53-2f4d8d6c1b7a")


def _identifier(brand: Brand) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", brand.merchantCode.lower()).strip("-") or "brand"
    return f"com.luckylotus.simulator.{slug}"


def web_clip_profile(brand: Brand, site_url: str) -> bytes:
    """The profile as an XML property list: a removable, full-screen web clip of site_url."""
    identifier = _identifier(brand)
    clip = {
        "PayloadType": "com.apple.webClip.managed",
        "PayloadVersion": 1,
        "PayloadIdentifier": f"{identifier}.webclip",
        "PayloadUUID": str(uuid.uuid5(_NAMESPACE, f"{identifier}.webclip {site_url}")).upper(),
        "PayloadDisplayName": brand.name,
        "Label": brand.name,
        "URL": site_url,
        "FullScreen": True,
        "IsRemovable": True,
    }
    profile = {
        "PayloadType": "Configuration",
        "PayloadVersion": 1,
        "PayloadIdentifier": identifier,
        "PayloadUUID": str(uuid.uuid5(_NAMESPACE, f"{identifier} {site_url}")).upper(),
        "PayloadDisplayName": brand.name,
        "PayloadDescription": f"Adds {brand.name} to the home screen.",
        "PayloadOrganization": brand.name,
        "PayloadRemovalDisallowed": False,
        "PayloadContent": [clip],
    }
    return plistlib.dumps(profile, fmt=plistlib.FMT_XML)
