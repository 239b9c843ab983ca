"""No import cycles inside `bff` or `simulator`.

The graph is grimp's: every `import` and `from ... import` of the package, at module level
or inside a function, with `from . import x` resolved to the module it names, so a cycle
through a package's `__init__` re-export counts. Imports under `if TYPE_CHECKING:` are left
out: they never run, and the typed application keys (keys.py) need them.
"""

from __future__ import annotations

from collections import deque
from itertools import pairwise

import grimp
import pytest

PACKAGES = ("bff", "simulator")


def cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """One shortest cycle per strongly connected group of modules, as a closed path."""
    found = []
    for group in _groups(graph):
        start = min(group)
        found.append(_shortest_cycle(graph, start, group))
    return found


def _groups(graph: grimp.ImportGraph) -> list[set[str]]:
    """Strongly connected groups of two or more modules (Tarjan, iterative)."""
    modules = graph.modules
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def edges(module: str) -> list[str]:
        return sorted(graph.find_modules_directly_imported_by(module) & modules)

    for root in sorted(modules):
        if root in index:
            continue
        work = [(root, iter(edges(root)))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, pending = work[-1]
            following = next(pending, None)
            if following is not None:
                if following not in index:
                    index[following] = low[following] = len(index)
                    stack.append(following)
                    on_stack.add(following)
                    work.append((following, iter(edges(following))))
                elif following in on_stack:
                    low[module] = min(low[module], index[following])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
            if low[module] == index[module]:
                group = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == module:
                        break
                if len(group) > 1:
                    groups.append(group)
    return groups


def _shortest_cycle(graph: grimp.ImportGraph, start: str, group: set[str]) -> list[str]:
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        module = queue.popleft()
        for following in sorted(graph.find_modules_directly_imported_by(module) & group):
            if following == start:
                path = [module]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return [*reversed(path), start]
            if following not in came_from:
                came_from[following] = module
                queue.append(following)
    raise AssertionError(f"{start} is in a group but on no cycle")


def describe(graph: grimp.ImportGraph, cycle: list[str]) -> str:
    lines = []
    for importer, imported in pairwise(cycle):
        details = graph.get_import_details(importer=importer, imported=imported)
        where = (
            f"line {details[0]['line_number']}: {details[0]['line_contents']}" if details else ""
        )
        lines.append(f"  {importer} -> {imported}   {where}")
    return "\n".join(lines)


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycles(package: str) -> None:
    graph = grimp.build_graph(package, exclude_type_checking_imports=True, cache_dir=None)
    found = cycles(graph)
    report = "\n\n".join(describe(graph, cycle) for cycle in found)
    assert not found, f"import cycles in {package}:\n{report}"


def test_a_cycle_through_a_package_init_is_found() -> None:
    graph = grimp.ImportGraph()
    for module in ("app", "app.feature", "app.feature.routes", "app.feature.store", "app.db"):
        graph.add_module(module)
    graph.add_import(importer="app.feature", imported="app.feature.routes")  # re-export
    graph.add_import(importer="app.feature.routes", imported="app.feature.store")
    graph.add_import(importer="app.feature.store", imported="app.feature")
    graph.add_import(importer="app.feature.store", imported="app.db")

    assert cycles(graph) == [
        ["app.feature", "app.feature.routes", "app.feature.store", "app.feature"]
    ]
