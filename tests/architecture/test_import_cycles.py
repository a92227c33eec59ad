"""The layers point one way (docs/architecture.md): no import cycle among the modules of app/,
counting imports inside functions too, so a cycle cannot hide behind a late import. The
blueprint packages are left out: their `__init__` registers routes from their own modules."""

from __future__ import annotations

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"


def module_name(path: Path) -> str:
    parts = path.relative_to(APP.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    modules = {module_name(p): p for p in APP.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1]
                                    + ([node.module] if node.module else []))
                targets = [f"{base}.{alias.name}" for alias in node.names]
                if not all(target in modules for target in targets):
                    # Names defined in `base` itself (not only its submodules) depend on it.
                    targets.append(base)
            for target in targets:
                # The longest known module the import names (a name inside a module counts as
                # the module).
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
                # Importing a.b.c runs a/b/__init__.py first: a package re-exporting a module
                # that imports back is a cycle too.
                parent = target.rpartition(".")[0]
                while parent and parent != "app":
                    if parent in modules and parent != name and not name.startswith(parent + "."):
                        graph[name].add(parent)
                    parent = parent.rpartition(".")[0]
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's algorithm: the groups of modules that import each other, directly or not."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def is_blueprint(module: str) -> bool:
    return module.startswith("app.blueprints.")


def test_no_import_cycles_in_app():
    graph = {name: {t for t in targets if not is_blueprint(t) and t != "app"}
             for name, targets in import_graph().items()
             if not is_blueprint(name) and name != "app"}
    assert strongly_connected(graph) == []


def test_the_graph_sees_imports_inside_functions():
    """The check would be blind if late imports were not read."""
    graph = import_graph()
    assert "app.services.booking.bookings" in graph["app.cli"]
