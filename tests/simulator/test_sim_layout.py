"""The simulator's layout rules, read from its source (simulator/core/__init__.py):

- SQL lives only in `store.py` modules (a feature's own or a core store) and in
  `core/db.py`: no other module calls execute/executemany/executescript or holds a string
  that reads as SQL;
- a job is registered on the scheduler only in a feature's `jobs.py`, never in its
  `routes.py` or anywhere else.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from simulator.app import JOBS
from simulator.settings import REPO_ROOT

PACKAGE = REPO_ROOT / "simulator"
SQL_HOMES = {"store.py"}
DB_MODULE = PACKAGE / "core" / "db.py"
EXECUTE = frozenset({"execute", "executemany", "executescript"})
# A statement (SELECT x, INSERT [OR ...] INTO, UPDATE t SET, DELETE FROM, WITH [RECURSIVE]
# t AS) or a fragment naming a table and a clause (FROM t [alias] WHERE|JOIN|ORDER|GROUP).
SQL = re.compile(
    r"^\s*(SELECT\s+\S|INSERT\s+(OR\s+\w+\s+)?INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s"
    r"|WITH\s+(RECURSIVE\s+)?\w+)"
    r"|\bFROM\s+\w+(\s+\w+)?\s+(WHERE|JOIN|LEFT\s+JOIN|ORDER\s+BY|GROUP\s+BY)\b"
)


def sql_outside_stores(path: Path, source: str) -> list[str]:
    """Where a module that is not a store runs or holds SQL (empty for a store)."""
    if path.name in SQL_HOMES or path == DB_MODULE:
        return []
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in EXECUTE:
            found.append(f"{path.name}:{node.lineno} calls .{node.attr}(")
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and SQL.search(node.value)
        ):
            found.append(f"{path.name}:{node.lineno} holds SQL {node.value.strip()[:40]!r}")
    return found


def jobs_outside_jobs_modules(path: Path, source: str) -> list[str]:
    """Where a module that is not a feature's jobs.py registers a scheduler job."""
    if path.name == "jobs.py" or path == PACKAGE / "core" / "scheduler.py":
        return []
    return [
        f"{path.name}:{node.lineno} registers a job"
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "register"
    ]


MODULES = sorted(PACKAGE.rglob("*.py"))


def _id(path: Path) -> str:
    return str(path.relative_to(PACKAGE))


@pytest.mark.parametrize("path", MODULES, ids=_id)
def test_sql_only_in_stores(path: Path) -> None:
    assert sql_outside_stores(path, path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("path", MODULES, ids=_id)
def test_jobs_only_in_jobs_modules(path: Path) -> None:
    assert jobs_outside_jobs_modules(path, path.read_text(encoding="utf-8")) == []


def test_every_feature_with_jobs_is_wired() -> None:
    wired = {module.__name__ for module in JOBS}
    present = {
        "simulator." + ".".join(p.relative_to(PACKAGE).with_suffix("").parts)
        for p in PACKAGE.glob("features/*/jobs.py")
    }
    assert wired == present


@pytest.mark.parametrize(
    "source",
    [
        'db.all("SELECT * FROM games WHERE code = ?", (code,))',
        'conn.execute("PRAGMA foreign_keys = ON")',
        'db.run(f"UPDATE members SET {column} = ? WHERE id = ?", (v, i))',
        'where = " FROM transfers t JOIN accounts c ON c.id = t.credit_account_id"',
        'CTE = """\nWITH RECURSIVE team(id, level) AS (SELECT ?, 0)\n"""',
    ],
)
def test_sql_in_a_service_is_found(source: str) -> None:
    assert sql_outside_stores(PACKAGE / "features" / "x" / "service.py", source) != []
    assert sql_outside_stores(PACKAGE / "features" / "x" / "store.py", source) == []


def test_words_that_are_not_sql_pass() -> None:
    source = 'MUTATING = {"POST", "PUT", "PATCH", "DELETE"}\ntext = "Select a game from the list"'
    assert sql_outside_stores(PACKAGE / "scenario" / "clients.py", source) == []


def test_a_job_registered_in_routes_is_found() -> None:
    source = (
        "def setup(app):\n"
        "    app.add_routes(routes)\n"
        '    app[SCHEDULER].register("x.tick", every(MINUTE), tick)\n'
    )
    assert jobs_outside_jobs_modules(PACKAGE / "features" / "x" / "routes.py", source) != []
    assert jobs_outside_jobs_modules(PACKAGE / "features" / "x" / "jobs.py", source) == []
