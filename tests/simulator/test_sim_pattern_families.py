"""Each pattern family of SPEC.md section 5 through the simulator's own field check."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from simulator.core.members.rules import check_field
from simulator.errors import DomainError
from simulator.fixtures import FieldRule

FAMILIES: list[dict[str, Any]] = yaml.safe_load(
    (Path(__file__).resolve().parents[2] / "fixtures" / "pattern_families.yaml").read_text()
)["families"]


def _rule(family: dict[str, Any]) -> FieldRule:
    return FieldRule(
        enabled=True,
        required=True,
        acceptedPattern=family["pattern"],
        patternId=family["id"],
        minLength=1,
        maxLength=60,
    )


def test_every_family_of_the_spec_is_listed_once() -> None:
    assert [f["id"] for f in FAMILIES] == list(range(1, 20))


@pytest.mark.parametrize("family", FAMILIES, ids=lambda f: f"{f['id']}-{f['family']}")
def test_family_accepts_and_refuses_its_samples(family: dict[str, Any]) -> None:
    rule = _rule(family)
    for value in family["valid"]:
        assert check_field("field", rule, value) == value.strip(), value
    for value in family["invalid"]:
        with pytest.raises(DomainError) as refused:
            check_field("field", rule, value)
        assert (refused.value.code, refused.value.field) == ("field.invalid", "field"), value
