"""The curl examples of docs/qa.md's sections named here, run in order against a fresh
simulator: each must answer a success envelope, so the guide never shows a call that fails."""

from __future__ import annotations

import re
import shlex

import orjson
import pytest
from simkit import Sim

from simulator.settings import REPO_ROOT

GUIDE = REPO_ROOT / "docs" / "qa.md"
SECTIONS = ["Games", "Responsible gaming"]
HOST = re.compile(r"^(?:https?://)?localhost:9000")


def section(text: str, heading: str) -> str:
    start = text.index(f"\n## {heading}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else None]


def curl_calls(part: str) -> list[tuple[str, str, bytes | None]]:
    """(method, path, body) of every curl line in the part's sh blocks."""
    calls = []
    for block in re.findall(r"```sh\n(.*?)```", part, re.S):
        for raw in block.splitlines():
            line = raw.split("  #", 1)[0].strip()
            if not line.startswith("curl "):
                continue
            words = shlex.split(line)
            method, body, path = "GET", None, None
            i = 1
            while i < len(words):
                word = words[i]
                if word == "-X":
                    method, i = words[i + 1], i + 2
                elif word == "--json":
                    body, i = words[i + 1].encode(), i + 2
                    method = "POST" if method == "GET" else method
                elif word.startswith("-"):
                    i += 1
                else:
                    path, i = HOST.sub("", word), i + 1
            assert path, line
            calls.append((method, path, body))
    return calls


def test_the_sections_have_examples() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    for heading in SECTIONS:
        assert curl_calls(section(text, heading)), heading


@pytest.mark.parametrize("heading", SECTIONS)
async def test_the_examples_succeed_in_order(sim: Sim, heading: str) -> None:
    for method, path, body in curl_calls(section(GUIDE.read_text(encoding="utf-8"), heading)):
        headers = {"Content-Type": "application/json"} if body is not None else {}
        response = await sim.client.request(method, path, data=body, headers=headers)
        answer = orjson.loads(await response.read())
        assert response.status == 200 and answer["success"], (method, path, answer)


def test_the_parser_reads_a_curl_line() -> None:
    part = "```sh\ncurl -s -X PUT localhost:9000/__sim/x --json '{\"a\": 1}'  # note\n```"
    assert curl_calls(part) == [("PUT", "/__sim/x", b'{"a": 1}')]
