"""Views of /api/v1/mobile/payments: initialize, verify, Chapa's webhook, the sandbox checkout."""

from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from flask import current_app, make_response, redirect, render_template, request

from app.blueprints.mobile import blp
from app.envelope import enveloped, ok
from app.errors import NotFound
from app.extensions import limiter
from app.i18n import _
from app.net import client_address
from app.reserved_limits import LOOKUP_THROTTLED, lookup_windows, reservation
from app.schemas.payments import (
    PaymentInitializeSchema,
    PaymentSchema,
    PaymentVerifyQueryArgsSchema,
    SandboxDecisionSchema,
)
from app.security import current_guest
from app.services.payments import sandbox, service

# The sandbox pages are self-contained: inline styles, no scripts, no third-party resources.
SANDBOX_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'"


@blp.route("/payments/initialize", methods=["POST"], operation_id="initializePayment")
@blp.guest_optional
@blp.arguments(PaymentInitializeSchema)
@blp.error(404, "Unknown booking, another guest's, or wrong confirmation code/email")
@blp.error(409, "Booking is not awaiting payment, or its hold expired")
@blp.error(502, "The payment provider could not be reached or refused the payment")
@blp.response(200, enveloped(PaymentSchema))
def initialize_payment(args):
    """Start paying a pending booking; open `checkout_url`, then call GET /payments/verify.

    A registered guest pays their own booking with their token; a guest-checkout booking
    needs `confirmation_code` and `email`. A pending payment of the same booking, method and
    return_url is returned again rather than opening a second checkout. A wrong code or email
    counts against BOOKING_LOOKUP_FAILURE_LIMIT per address, as a booking lookup does.
    """
    with reservation(lookup_windows(), LOOKUP_THROTTLED, keep_on=NotFound):
        payment = service.initialize_payment(
            args["booking_id"],
            method=args["method"],
            guest=current_guest(),
            confirmation_code=args["confirmation_code"],
            email=args["email"],
            return_url=args["return_url"],
        )
    return ok(payment, _("Payment initialized"))


# Each verify of an open payment asks the provider over the network: throttle per address.
verify_limit = limiter.limit(
    lambda: current_app.config["PAYMENT_VERIFY_LIMIT"],
    key_func=lambda: f"verify-address:{client_address() or '-'}",
    error_message="Too many payment checks. Try again in a moment.",
)


@blp.route("/payments/verify", methods=["GET"], operation_id="verifyPayment")
@verify_limit
@blp.arguments(PaymentVerifyQueryArgsSchema, location="query")
@blp.error(404, "Unknown tx_ref")
@blp.error(502, "The payment provider could not be reached")
@blp.error(429, "Too many checks from this address (Retry-After)")
@blp.response(200, enveloped(PaymentSchema))
def verify_payment(args):
    """Ask the provider about a payment and record it; confirms the booking once when paid.

    Safe to call any number of times. `status` pending means not paid yet; `booking_status`
    confirmed means done. Confirmation happens once: the booking becomes `confirmed`, a
    registered guest gets one `booking_confirmed` notification and the contact email one
    confirmation email. Loyalty points and `total_bookings` come when the stay is completed
    (checked out), not at payment.
    A paid amount or currency that differs from the booking is `flagged`, never accepted; paid
    after the hold lapsed and the rooms were sold meanwhile is `refund_pending`.
    """
    payment = service.verify_payment(args["tx_ref"])
    return ok(payment, _("Payment %(status)s", status=payment.status))


@blp.route("/payments/webhook/chapa", methods=["POST"], operation_id="receiveChapaWebhook",
           tags=["payment-provider"])
@blp.error(401, "Missing or invalid x-chapa-signature")
@blp.error(404, "Unknown tx_ref")
@blp.error(422, "Body is not JSON or has no tx_ref")
@blp.error(502, "Chapa's verify could not be reached")
@blp.response(200, enveloped(PaymentSchema))
def chapa_webhook():
    """Chapa's webhook: checked by its HMAC signature, then re-verified with Chapa's API."""
    payment = service.handle_webhook("chapa", request.get_data(cache=True), request.headers)
    return ok(payment, _("Payment %(status)s", status=payment.status))


@blp.route("/payments/sandbox/<tx_ref>", methods=["GET"], operation_id="getSandboxCheckout",
           tags=["payment-provider"])
@blp.error(404, "Unknown tx_ref, not a sandbox payment, or the sandbox is not enabled")
@blp.alt_response(200, description="HTML checkout page", content_type="text/html", success=True)
def sandbox_checkout(tx_ref):
    """Sandbox checkout page (HTML) with Pay and Decline buttons."""
    return _sandbox_page("payments/sandbox_checkout.html", sandbox.get_checkout(tx_ref))


@blp.route("/payments/sandbox/<tx_ref>", methods=["POST"], operation_id="decideSandboxCheckout",
           tags=["payment-provider"])
@blp.arguments(SandboxDecisionSchema, location="form")
@blp.error(404, "Unknown tx_ref, not a sandbox payment, or the sandbox is not enabled")
@blp.error(409, "This checkout is already completed")
@blp.alt_response(303, description="Back to the payment's return_url with tx_ref and status")
@blp.alt_response(200, description="HTML result page (no return_url)", content_type="text/html", success=True)
def sandbox_decide(args, tx_ref):
    """Record Pay or Decline in the sandbox; the app then calls GET /payments/verify."""
    checkout = sandbox.record_checkout(
        tx_ref, args["decision"], amount=args["amount"], currency=args["currency"]
    )
    if checkout.payment.return_url:
        target = _with_query(checkout.payment.return_url, tx_ref=tx_ref, status=checkout.outcome)
        return redirect(target, code=303)
    return _sandbox_page("payments/sandbox_result.html", checkout)


def _sandbox_page(template: str, checkout):
    response = make_response(
        render_template(template, checkout=checkout, payment=checkout.payment, booking=checkout.booking)
    )
    response.headers["Content-Security-Policy"] = SANDBOX_PAGE_CSP
    response.headers["Cache-Control"] = "no-store"
    return response


def _with_query(url: str, **params) -> str:
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True) + list(params.items())
    return urlunsplit(parts._replace(query=urlencode(query)))
