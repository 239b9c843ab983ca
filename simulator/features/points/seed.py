"""The points mall catalogue at world build, from fixtures/point_rewards.yaml."""

from __future__ import annotations

from ...core.db import Database
from ...core.money import parse_minor
from ...fixtures import Fixtures
from . import store

FIRST_ID = 1


def seed_point_rewards(db: Database, fixtures: Fixtures) -> None:
    """Items get ids from 1 in file order, so the same fixtures give the same ids."""
    with db.transaction():
        for sort, item in enumerate(fixtures.point_rewards):
            store.insert_reward(
                db,
                store.Reward(
                    id=FIRST_ID + sort,
                    code=item.code,
                    name=item.name,
                    description=item.description,
                    units=item.units,
                    image=item.image,
                    required_points=item.requiredPoints,
                    required_amount=parse_minor(item.requiredAmount),
                    quantity=item.quantity,
                    sort=sort,
                ),
            )
