"""Fixture files are parsed once per version of the file in a process (worlds are built at every
reset): an edited file is read again, and what one world does with its data stays its own."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from simulator.fixtures import _yaml, load_fixtures

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "fixtures"
    shutil.copytree(FIXTURES, root)
    return root


def test_an_edited_fixture_file_is_read_again(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    first = load_fixtures(root, "default", "http://127.0.0.1:1")
    assert first.countries[0].name == "Vietnam"
    countries = root / "countries.yaml"
    text = countries.read_text(encoding="utf-8")
    countries.write_text(text.replace("name: Vietnam}", "name: Vietnan}", 1), encoding="utf-8")
    # The same size: only the modification time tells the versions apart; set it apart for sure.
    stat = countries.stat()
    os.utime(countries, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    again = load_fixtures(root, "default", "http://127.0.0.1:1")
    assert again.countries[0].name == "Vietnan"


def test_each_read_gets_its_own_data(tmp_path: Path) -> None:
    path = _copy(tmp_path) / "countries.yaml"
    first = _yaml(path)
    first["countries"][0]["name"] = "changed"
    first["countries"].clear()
    second = _yaml(path)
    assert second["countries"][0]["name"] == "Vietnam"
