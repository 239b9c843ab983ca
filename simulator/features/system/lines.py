"""Domain routes: the brand's other addresses (`domainRoute` in the brand file), each with a
speed in ms. The speed is a figure seeded from the world seed and the domain, so a world
always shows the same lines; QA replaces the whole list with PUT /__sim/system."""

from __future__ import annotations

import random
from typing import Any

from ...core.db import Database
from ...core.world import store as world_store
from ...fixtures import Fixtures
from .store import SystemStore

SPEED_MS = (30, 480)


def seeded_speed(seed: int, domain: str) -> int:
    return random.Random(f"{seed}:{domain}").randint(*SPEED_MS)


def domain_list(db: Database, fixtures: Fixtures) -> list[dict[str, Any]]:
    """[{domain, speed}] in the brand's order, or as QA set them."""
    set_by_qa = SystemStore(db).settings()["domainRoute"]
    if set_by_qa is not None:
        return [{"domain": line["domain"], "speed": line["speed"]} for line in set_by_qa]
    seed = world_store.seed(db)
    return [
        {"domain": domain, "speed": seeded_speed(seed, domain)}
        for domain in fixtures.brand.domainRoute
    ]
