"""One payment, many refunds (app/services/payments/refunds.py, migration 0027): each refund has
its own reference and lease at the loopback Chapa; the sum of a payment's refunds never exceeds
what it settled, whoever asks and however many ask at once (the service's locked read, and the
database's trigger for a write that goes around the service); a second refund that times out is
recorded once by its retry; Chapa's "transaction already refunded" is not taken for a second
refund that may not have happened."""

from __future__ import annotations

import threading
from decimal import Decimal

import pytest
from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from app.db_locking import serialized_transaction
from app.extensions import db
from app.models import Payment, PaymentStatus, Refund, RefundStatus
from app.models.base import utcnow
from app.services.payments import refunds
from tests.admin.conftest import login, page, post_action
from tests.payments.conftest import API, sent_emails
from tests.payments.test_refunds import notification_types, payment_of
from tests.payments.test_refunds_chapa import paid_with_chapa

TOTAL = Decimal("3162.50")  # the pending booking's price: one night, one room


@pytest.fixture
def app_config(app_config, chapa_config):
    # The deadline leaves room for a loaded CI machine (a 1 s deadline once timed out a loopback
    # Chapa that had answered at once); the lease must outlast it.
    return {**app_config, **chapa_config, "REFUND_CALL_DEADLINE_SECONDS": 3.0,
            "REFUND_LEASE_SECONDS": 4.5, "REFUND_RETRY_BASE_SECONDS": 0.1,
            "REFUND_RETRY_MAX_SECONDS": 0.1}


def owe(tx_ref: str, amount: str, reason: str = "part of it") -> Refund | None:
    """A refund decided as a service decides one (its job runs once this commits)."""
    db.session.rollback()
    with serialized_transaction():
        payment = db.session.scalar(select(Payment).where(Payment.tx_ref == tx_ref))
        refund = refunds.owe_refund(payment, Decimal(amount), reason, cause="test",
                                    requested_by="the test")
        refund_id = refund.id if refund is not None else None
    return db.session.get(Refund, refund_id) if refund_id else None


def refunds_of(tx_ref: str) -> list[Refund]:
    return payment_of(tx_ref).refunds


def test_two_refunds_of_one_payment_go_to_chapa_each_with_its_reference(
        client, auth, pending_booking, chapa, outbox):
    booking, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)

    owe(tx_ref, "1000.00", "a cheaper change")
    assert payment_of(tx_ref).status == PaymentStatus.REFUNDED  # all its refunds went through
    owe(tx_ref, "2162.50", "cancelled")

    assert chapa.refunds == {
        f"RF-{tx_ref}": {"tx_ref": tx_ref, "amount": Decimal("1000.00"), "reason": "a cheaper change"},
        f"RF-{tx_ref}-2": {"tx_ref": tx_ref, "amount": Decimal("2162.50"), "reason": "cancelled"}}
    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.REFUNDED and payment.refund_amount == TOTAL
    assert [(r.status, r.attempts, r.lease_token) for r in payment.refunds] == [
        (RefundStatus.REFUNDED, 1, None)] * 2
    assert notification_types(booking.guest).count("refund_issued") == 2
    subjects = [m["Subject"] for m in sent_emails(outbox)]
    assert subjects.count(f"Refund issued for booking {booking.confirmation_code}") == 2
    # Nothing is left: a third refund is not owed, and the API says what went back.
    assert owe(tx_ref, "0.01") is None
    answer = client.get(f"{API}/payments/verify?tx_ref={tx_ref}").json["data"]
    assert answer["status"] == "refunded" and answer["refund_amount"] == 3162.5


def test_a_refund_is_capped_at_what_the_payment_has_left(client, auth, pending_booking, chapa):
    _, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    owe(tx_ref, "3000.00")
    second = owe(tx_ref, "500.00")  # only 162.50 is left
    assert second.amount == Decimal("162.50")
    assert sum(chapa_refund["amount"] for chapa_refund in chapa.refunds.values()) == TOTAL


def test_the_database_refuses_refunds_beyond_what_the_payment_settled(
        client, auth, pending_booking, chapa):
    """A write that goes around owe_refund (a script, a bug) meets the trigger, on insert and on
    update alike; an exact fit is accepted (SQLite's sums are compared in cents)."""
    _, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    payment_id = payment_of(tx_ref).id
    first = owe(tx_ref, "3000.10").id
    db.session.rollback()

    def insert(amount: str, reference: str) -> None:
        db.session.add(Refund(payment_id=payment_id, amount=Decimal(amount), reason="by hand",
                              reference=reference, status=RefundStatus.REFUNDED, cause="test",
                              refunded_at=utcnow()))
        db.session.commit()

    with pytest.raises(IntegrityError, match="exceed what it settled"):
        insert("162.41", "BY-HAND-1")
    db.session.rollback()
    with pytest.raises(IntegrityError, match="exceed what it settled"):
        db.session.execute(update(Refund).where(Refund.id == first).values(amount=Decimal("3162.51")))
        db.session.commit()
    db.session.rollback()
    with pytest.raises(IntegrityError):  # the CHECK: a refund gives something back
        insert("0.00", "BY-HAND-0")
    db.session.rollback()
    insert("162.40", "BY-HAND-2")  # exactly what was left
    assert payment_of(tx_ref).refund_amount == TOTAL


def test_many_refunds_asked_at_once_never_exceed_the_payment(app, client, auth, pending_booking,
                                                             chapa):
    """Eight transactions each owe 1,000 of a 3,162.50 payment at the same time: three get it
    all, one gets the 162.50 left, four get nothing; Chapa refunds each once."""
    _, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    db.session.rollback()
    start = threading.Barrier(8)
    errors: list[BaseException] = []

    def ask():
        try:
            with app.app_context():
                start.wait(timeout=10)
                owe(tx_ref, "1000.00")
                db.session.remove()
        except BaseException as exc:  # noqa: BLE001 - reported by the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=ask) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert errors == []
    made = refunds_of(tx_ref)
    assert sorted(r.amount for r in made) == [Decimal("162.50")] + [Decimal("1000.00")] * 3
    assert {r.status for r in made} == {RefundStatus.REFUNDED}
    assert len({r.reference for r in made}) == 4
    assert payment_of(tx_ref).refund_amount == TOTAL
    assert sum(chapa_refund["amount"] for chapa_refund in chapa.refunds.values()) == TOTAL


def test_two_workers_running_the_same_refund_call_chapa_once(app, client, auth, pending_booking,
                                                             chapa):
    _, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    jobs = app.extensions.pop("jobs")  # the refund's job is run by the two "workers" below
    refund_id = owe(tx_ref, "1000.00").id
    app.extensions["jobs"] = jobs
    chapa.refund_delay = 0.3
    outcomes: list[str] = []
    start = threading.Barrier(2)

    def work():
        with app.app_context():
            start.wait(timeout=10)
            outcomes.append(refunds.issue_refund(refund_id).status)
            db.session.remove()

    threads = [threading.Thread(target=work) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert sorted(outcomes) == ["refunded", "skipped"]
    assert list(chapa.refunds) == [f"RF-{tx_ref}"]


def test_a_second_refund_that_times_out_is_recorded_once_by_its_retry(
        client, auth, pending_booking, chapa, outbox):
    booking, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    owe(tx_ref, "1000.00")
    chapa.refund_delay = 4.0  # Chapa refunds, and answers after our 3 s deadline
    second = owe(tx_ref, "2162.50")
    assert second.status == RefundStatus.PENDING and "no answer" in second.error
    assert payment_of(tx_ref).status == PaymentStatus.REFUND_PENDING
    assert len(chapa.refunds) == 2  # Chapa paid it; we do not know it yet

    chapa.refund_delay = 0
    second.next_attempt_at = utcnow()
    db.session.commit()
    assert refunds.issue_refund(second.id).status == RefundStatus.REFUNDED
    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.REFUNDED and payment.refund_amount == TOTAL
    assert len(chapa.refunds) == 2
    assert payment.events[-1].payload["already_refunded"] == "Refund reference has been used before"
    assert notification_types(booking.guest).count("refund_issued") == 2


def test_transaction_already_refunded_after_an_earlier_refund_is_failed_not_refunded(
        client, auth, make, pending_booking, chapa):
    """Refunded in full from Chapa's dashboard after our first partial refund: Chapa answers the
    second with "Transaction already refunded", which may be about the first. Not recorded as
    money that went back: failed, for an admin to check."""
    _, tx_ref = paid_with_chapa(client, auth, pending_booking, chapa)
    owe(tx_ref, "1000.00")
    chapa.transactions[tx_ref]["refunded"] = True
    second = owe(tx_ref, "2162.50")
    assert second.status == RefundStatus.FAILED and second.refunded_at is None
    assert "may not have" in second.error
    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.REFUND_FAILED
    assert payment.refunded_at == payment.refunds[0].refunded_at  # the first one only
    assert len(chapa.refunds) == 1

    # The admin lists refunds, failed first, and retries this one once Chapa's side is sorted.
    make.super_admin(email="root@marefiya.et")
    assert login(client, "root@marefiya.et").status_code == 302
    listing = page(client, "/admin/refund/")
    assert listing.index(f"RF-{tx_ref}-2") < listing.index(f"RF-{tx_ref}\n")
    chapa.transactions[tx_ref]["refunded"] = False
    assert post_action(client, "refund", "retry_refund", [second.id]).status_code == 302
    payment = payment_of(tx_ref)
    assert payment.status == PaymentStatus.REFUNDED and payment.refund_amount == TOTAL
    assert len(chapa.refunds) == 2
