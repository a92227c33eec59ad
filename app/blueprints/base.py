"""`ApiBlueprint`: a flask-smorest Blueprint that knows our tokens and documents their errors."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from flask import current_app, request
from flask_smorest import Blueprint
from marshmallow import ValidationError
from webargs import core
from webargs.flaskparser import FlaskParser, abort, is_json_request
from werkzeug.datastructures import MultiDict

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
