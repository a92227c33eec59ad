"""create_app's rules share their compiled URL builders between apps (app.BuilderSharingRule).
A shared builder must still build, for every route of a later app, the URL that Werkzeug's own
rule builds: with that app's converters, its defaults, and unknown values as a query string."""

from werkzeug.routing import Map, Rule

from app import BuilderSharingRule

SAMPLES = {"IntegerConverter": 7, "DatabaseIdConverter": 7, "UnicodeConverter": "x y",
           "PathConverter": "a/b.png", "AnyConverter": None}


def _sample_values(rule) -> dict:
    values = {}
    for name, converter in rule._converters.items():
        kind = type(converter).__name__
        values[name] = converter.items[0] if kind == "AnyConverter" else SAMPLES.get(kind, "v")
    return values


def test_every_route_builds_the_url_werkzeug_builds(app):
    assert app.url_rule_class is BuilderSharingRule
    # The app under test is not the first of this process: its builders come from the shared store.
    assert BuilderSharingRule._compiled_builders
    shared = app.url_map.bind("localhost")
    own_map = Map([Rule(rule.rule, endpoint=rule.endpoint, defaults=rule.defaults, methods=rule.methods)
                   for rule in app.url_map.iter_rules()], converters=app.url_map.converters)
    own = own_map.bind("localhost")
    checked = 0
    for rule in app.url_map.iter_rules():
        values = {**_sample_values(rule), "extra": "1 2"}
        assert shared.build(rule.endpoint, values) == own.build(rule.endpoint, values), rule.rule
        checked += 1
    assert checked > 200
