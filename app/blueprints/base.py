"""`ApiBlueprint`: a flask-smorest Blueprint that knows our tokens and documents their errors."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, lru_cache
from typing import NamedTuple

from flask import current_app, request
from flask_smorest import Blueprint
from marshmallow import EXCLUDE, RAISE, ValidationError
from marshmallow.decorators import POST_LOAD, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA
from marshmallow.fields import Field, Nested
from marshmallow.utils import missing
from webargs import core
from webargs.flaskparser import FlaskParser, abort, is_json_request
from webargs.multidictproxy import MultiDictProxy
from werkzeug.datastructures import ImmutableMultiDict, MultiDict

from app import security
from app.envelope import ErrorEnvelopeSchema
from app.errors import MAX_ERRORS_SHOWN, ValidationFailed
from app.i18n import _
from app.json_input import JSONRefused, decode_json

BEARER = [{"bearerAuth": []}]


NUL_MESSAGE = "Must not contain NUL characters."


def _path_of_nul(value, path: str = "") -> str | None:
    """The dotted path of the first string holding a NUL character, or None."""
    if isinstance(value, str):
        return (path or "_schema") if "\x00" in value else None
    if isinstance(value, Mapping):
        if hasattr(value, "getlist"):  # query strings and forms repeat keys
            items = [(key, item) for key in value for item in value.getlist(key)]
        else:
            items = value.items()
        for key, item in items:
            name = f"{path}.{key}" if path else str(key)
            if "\x00" in str(key):
                return name
            found = _path_of_nul(item, name)
            if found:
                return found
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found = _path_of_nul(item, f"{path}.{index}" if path else str(index))
            if found:
                return found
    return None


def _declared_keys(schema) -> list[str]:
    """The input keys a schema loads (a field's data_key, else its name)."""
    return [field.data_key or name for name, field in schema.fields.items()
            if not field.dump_only]


@lru_cache(maxsize=1024)
def _multiple_keys(schema, known_multi_fields: tuple[type, ...]) -> frozenset[str]:
    """The keys of a schema whose fields take every value of a repeated key (webargs'
    MultiDictProxy._collect_multiple_keys): the same for every request of a view, whose schema
    object is made once (ApiBlueprint.arguments)."""
    return frozenset(MultiDictProxy(MultiDict(), schema, known_multi_fields).multiple_keys)


class MultiDictLookup(MultiDictProxy):
    """webargs' MultiDictProxy over a werkzeug MultiDict (a query string, a form), answering
    the same values without its two costs per schema field: the multi-value keys worked out
    again on every request, and an absent key looked up through MultiDict.get, which raises
    (and builds) an HTTP 400 exception for it before answering the default. A search's schema
    has some 30 fields, most of them absent: they cost a quarter of its parse."""

    def __init__(self, multidict: MultiDict, schema, known_multi_fields: tuple[type, ...]):
        self.data = multidict
        self.known_multi_fields = known_multi_fields
        self.multiple_keys = _multiple_keys(schema, known_multi_fields)

    def __getitem__(self, key: str):
        data = self.data
        if key not in data:
            return core.missing
        if key in self.multiple_keys:
            return data.getlist(key)
        return data[key]

    def get(self, key: str, default=None):
        # Mapping.get would call __getitem__ inside a try; it never raises here.
        value = self[key]
        return default if value is core.missing else value


# The schema hooks a field-by-field loader would have to run: a schema with any loads the full
# way.
_LOAD_HOOKS = (PRE_LOAD, POST_LOAD, VALIDATES, VALIDATES_SCHEMA)


class FieldLoader(NamedTuple):
    """What `_load_fields` needs of a schema: for each field it loads, in the schema's order,
    its key in the input, the key of its value, the field, and the FieldLoader of a nested
    schema loaded the same way (else None); and the input keys it knows."""
    fields: tuple[tuple[str, str, Field, FieldLoader | None], ...]
    keys: frozenset[str]


@lru_cache(maxsize=1024)
def _field_loader(schema) -> FieldLoader | None:
    """The FieldLoader of a schema (made once per view: ApiBlueprint.arguments), or None when
    marshmallow's own load does more than ask each field (a hook, `many`, `partial`, a dotted
    attribute). A nested schema is loaded field by field too when its field adds nothing to
    its load (no validator, no `many`, its schema's own `unknown`)."""
    if schema.many or schema.partial or any(schema._hooks[tag] for tag in _LOAD_HOOKS):
        return None
    plan = []
    for name, field in schema.load_fields.items():
        attribute = field.attribute or name
        if "." in attribute:
            return None
        nested = None
        if (type(field) is Nested and not field.many and not field.validators
                and field.unknown is None and field.schema.unknown == RAISE):
            nested = _field_loader(field.schema)
        plan.append((field.data_key if field.data_key is not None else name, attribute, field,
                     nested))
    return FieldLoader(tuple(plan), frozenset(key for key, *_ in plan))


def _load_fields(plan: FieldLoader, data, *, refuse_unknown: bool) -> dict | None:
    """The input's values as the schema's load gives them, each field deserialized and
    validated by itself, or None when the schema's load would refuse the input (a field
    refuses its value, a required one is absent, or with `refuse_unknown` a key it does not
    know or a body that is not an object): marshmallow's own load then makes the error (every
    field's messages, the 422 as before). Without `refuse_unknown` (a query string, which
    webargs loads leaving unknown keys out) `data` is a MultiDictLookup. marshmallow's load
    went through a closure, an error store and set_value per field: a third of a search's
    parse, a tenth of a booking's CPU."""
    if refuse_unknown and (type(data) is not dict or not plan.keys.issuperset(data)):
        return None
    is_dict = type(data) is dict
    loaded = {}
    for key, attribute, field, nested in plan.fields:
        # MultiDictLookup answers core.missing for an absent key.
        raw = data.get(key, missing) if is_dict else data[key]
        if raw is missing:
            if field.required:
                return None
            # What Field.deserialize gives an absent value: its load_default (called when
            # callable), no validation.
            value = field.load_default
            if callable(value):
                value = value()
            if value is not missing:
                loaded[attribute] = value
            continue
        if nested is not None and type(raw) is dict:
            value = _load_fields(nested, raw, refuse_unknown=True)
            if value is None:
                return None
            loaded[attribute] = value
            continue
        try:
            value = field.deserialize(raw, key, data)
        except ValidationError:
            return None
        if value is not missing:
            loaded[attribute] = value
    return loaded


class ApiArgumentsParser(FlaskParser):
    """Decodes JSON bodies within limits (app/json_input.py) and refuses NUL characters anywhere
    in the input (PostgreSQL cannot store them in text), so that no schema has to remember to:
    the request gets a 400 or a 422 naming the field."""

    def _raw_load_json(self, req):
        if not is_json_request(req):
            return core.missing
        return decode_json(req.get_data(cache=True))

    def _handle_invalid_json_error(self, error, req, *args, **kwargs):
        # The one message is the envelope's message (app/errors.py).
        reason = (_("JSON body refused: %(reason)s", reason=error.reason) if isinstance(error, JSONRefused)
                  else None)
        abort(400, exc=error, messages={"json": [reason or _("Malformed JSON body")]})

    def _process_location_data(self, location_data, schema, req, location, unknown, validators):
        # A query string, and a JSON body, are loaded field by field (`_load_fields`) where
        # webargs would load them with the schema's fields alone: a query leaving unknown keys
        # out, a body refusing them (the schema's own `unknown`), and no validator of the
        # view's after. Anything the fields refuse is loaded again marshmallow's way, which
        # raises its error.
        if (not validators and unknown == core._UNKNOWN_DEFAULT_PARAM
                and self.unknown == core._UNKNOWN_DEFAULT_PARAM):
            refuse_unknown = None
            if location == "query" and type(location_data) is MultiDictLookup:
                if self.DEFAULT_UNKNOWN_BY_LOCATION["query"] == EXCLUDE:
                    refuse_unknown = False
            elif location == "json" and self.DEFAULT_UNKNOWN_BY_LOCATION["json"] is None:
                refuse_unknown = schema.unknown == RAISE or None
            plan = None if refuse_unknown is None else _field_loader(schema)
            if plan is not None:
                loaded = _load_fields(plan, location_data, refuse_unknown=refuse_unknown)
                if loaded is not None:
                    return loaded
        return super()._process_location_data(location_data, schema, req, location, unknown,
                                              validators)

    def _makeproxy(self, multidict, schema, *, cls=MultiDictProxy):
        if cls is MultiDictProxy and type(multidict) in _LOOKUP_TYPES:
            return MultiDictLookup(multidict, schema, tuple(self.KNOWN_MULTI_FIELDS))
        return super()._makeproxy(multidict, schema, cls=cls)

    def load_files(self, req, schema):
        # A multipart form is one body: its file parts and the plain fields the schema declares
        # (a caption beside the photo) are read together and documented as one requestBody.
        values = MultiDict(req.files.items(multi=True))
        for key in schema.fields:
            if key not in values and key in req.form:
                values.setlist(key, req.form.getlist(key))
        return self._makeproxy(values, schema)

    def _load_location_data(self, *, schema, req, location):
        data = super()._load_location_data(schema=schema, req=req, location=location)
        scanned = data
        if location == "headers":
            # Only the headers the schema reads: the others (a dozen a browser sends) are
            # never loaded, and scanning them all cost every booking request its share.
            scanned = {key: data[key] for key in _declared_keys(schema)}
        path = _path_of_nul(scanned)
        if path is not None:
            raise ValidationError({path: [NUL_MESSAGE]})
        return data


# The multidicts MultiDictLookup reads: `key in` them is a dict's, and `[key]` their first value.
_LOOKUP_TYPES = (MultiDict, ImmutableMultiDict)


class NamedOperationsBlueprint(Blueprint):
    """Every route states its OpenAPI operationId: `@blp.route("/hotels", methods=["GET"],
    operation_id="searchHotels")`, or one per method (`operation_id={"POST": ..., "PATCH": ...}`).

    Generated clients name their functions after it, so it is part of the contract: named by what
    the operation does, never changed once published (tests/contract checks each is present and
    unique). A blueprint mounted twice gets a prefix on its second mount (MarefiyaApi)."""

    def route(self, rule, *, operation_id: str | Mapping[str, str], **options):
        return super().route(rule, operation_id=operation_id, **options)

    def add_url_rule(self, rule, endpoint=None, view_func=None, provide_automatic_options=None, *,
                     operation_id: str | Mapping[str, str] | None = None, **options):
        super().add_url_rule(rule, endpoint, view_func, provide_automatic_options, **options)
        if operation_id is None:
            return
        methods = options.get("methods", ("GET",))
        by_method = ({method: operation_id for method in methods} if isinstance(operation_id, str)
                     else dict(operation_id))
        if set(by_method) != set(methods) or (isinstance(operation_id, str) and len(methods) > 1):
            raise ValueError(f"{rule}: one operation_id per method of {list(methods)}, got {operation_id!r}")
        docs = self._docs[self._endpoints[-1]]
        for method, name in by_method.items():
            docs[method.lower()].setdefault("manual_doc", {})["operationId"] = name


UNKNOWN_QUERY_PARAMETER = _("Unknown query parameter.")


@cache
def declared_query_parameters(view) -> frozenset[str]:
    """The query parameters a view documents (its `blp.arguments(..., location="query")` schemas):
    the only ones it accepts."""
    names: set[str] = set()
    for parameter in getattr(view, "_apidoc", {}).get("arguments", {}).get("parameters", []):
        if parameter.get("in") == "query":
            schema = parameter["schema"]
            schema = schema() if isinstance(schema, type) else schema
            names |= {field.data_key or name for name, field in schema.fields.items() if not field.dump_only}
    return frozenset(names)


def refuse_unknown_query_parameters() -> None:
    """The booking API's one rule for query strings: a parameter the operation does not document
    is refused (422 naming each), as unknown body fields are, instead of answering as if it had
    filtered (`/hotels?currency=USD`). The assistant keeps FastAPI's leniency (its own blueprint)."""
    if request.routing_exception is not None or not request.args:
        return
    declared = declared_query_parameters(current_app.view_functions[request.endpoint])
    unknown = [name for name in request.args if name not in declared]
    if unknown:
        errors = {name: [UNKNOWN_QUERY_PARAMETER] for name in unknown[:MAX_ERRORS_SHOWN]}
        raise ValidationFailed(_("Validation failed: %(field)s: %(message)s", field=unknown[0],
                                 message=UNKNOWN_QUERY_PARAMETER), errors=errors)


class ApiBlueprint(NamedOperationsBlueprint):
    """Adds `guest_required`, `guest_optional` and `staff_required(roles)` with their OpenAPI docs,
    and refuses unknown query parameters on every view."""

    ARGUMENTS_PARSER = ApiArgumentsParser()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.before_request(refuse_unknown_query_parameters)
    # webargs' `json_or_form` (a JSON body, or the HTML page's form) is a request body too; the
    # document shows its JSON form (flask-smorest would list it as parameters `in: json_or_form`,
    # which is not OpenAPI).
    DEFAULT_LOCATION_CONTENT_TYPE_MAPPING = {
        **Blueprint.DEFAULT_LOCATION_CONTENT_TYPE_MAPPING, "json_or_form": "application/json"}

    def arguments(self, schema, *args, **kwargs):
        """flask-smorest's `arguments`, with one schema object per view: given a class,
        webargs made an object of it on every request, deep-copying its fields (a tenth of a
        search's CPU). Loading is stateless, so threads share it."""
        return super().arguments(schema() if isinstance(schema, type) else schema, *args,
                                 **kwargs)

    def _documented(self, view, *, optional: bool = False):
        view = self.error(401, "Missing or invalid token")(view)
        view = self.error(403, "Wrong kind of token or not allowed")(view)
        security_doc = BEARER + ([{}] if optional else [])
        return self.doc(security=security_doc)(view)

    def guest_required(self, view):
        return self._documented(security.guest_required(view))

    def guest_optional(self, view):
        return self._documented(security.guest_optional(view), optional=True)

    def staff_required(self, roles: tuple[str, ...] | None = None):
        def decorator(view):
            return self._documented(security.staff_required(roles)(view))

        return decorator

    def error(self, status: int, description: str):
        """Document an error status in the envelope."""
        return self.alt_response(status, schema=ErrorEnvelopeSchema, description=description)
