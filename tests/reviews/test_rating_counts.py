"""Each hotel's approved-review count and rating total (Hotel.review_count, rating_total) stay in
step with its reviews through every ORM change, on both databases; `recount_ratings` repairs
what bulk SQL broke; the average search orders by (ratings.average_tenths) rounds as the one
shown."""

import random
import threading

from sqlalchemy import func, select, text

from app.models import Hotel, Review, ReviewStatus
from app.services.content import moderation
from app.services.content.ratings import _average, average_tenths, recount_ratings


def counted_from_reviews(db) -> dict[int, tuple[int, int]]:
    rows = db.session.execute(
        select(Review.hotel_id, func.count(), func.sum(Review.rating))
        .where(Review.status == ReviewStatus.APPROVED).group_by(Review.hotel_id))
    return {hotel_id: (count, total) for hotel_id, count, total in rows}


def stored_on_hotels(db) -> dict[int, tuple[int, int]]:
    db.session.commit()  # a fresh snapshot (and no stale attributes)
    rows = db.session.execute(select(Hotel.id, Hotel.review_count, Hotel.rating_total)
                              .where(Hotel.review_count != 0))
    return {hotel_id: (count, total) for hotel_id, count, total in rows}


def test_counts_follow_every_kind_of_review_change(make, db):
    rng = random.Random(7)
    hotels = [make.hotel() for _ in range(3)]
    guest = make.guest()
    reviews: list[int] = []
    for step in range(80):
        action = rng.choice(["add", "add", "approve", "reject", "rerate", "move", "delete"])
        review = db.session.get(Review, rng.choice(reviews)) if reviews else None
        if action == "add" or review is None:
            review = Review(hotel_id=rng.choice(hotels).id, guest_id=guest.id,
                            rating=rng.randint(1, 5), title="t", comment="c",
                            status=rng.choice(ReviewStatus.ALL))
            db.session.add(review)
            db.session.flush()
            reviews.append(review.id)
        elif action == "approve":
            moderation.set_reviews_status([review.id], ReviewStatus.APPROVED)
        elif action == "reject":
            moderation.set_reviews_status([review.id], ReviewStatus.REJECTED)
        elif action == "rerate":
            review.rating = rng.randint(1, 5)
        elif action == "move":
            review.hotel_id = rng.choice(hotels).id
        elif action == "delete":
            db.session.delete(review)
            reviews.remove(review.id)
        db.session.commit()
        # Unloaded attributes as well: the hook must see the values a flush replaced.
        db.session.expire_all()
        if step % 10 == 9:
            assert stored_on_hotels(db) == counted_from_reviews(db), step
    assert stored_on_hotels(db) == counted_from_reviews(db)
    assert recount_ratings() == 0


def test_a_rolled_back_review_leaves_the_counts_alone(make, db):
    hotel = make.hotel()
    make.review(hotel=hotel, rating=5)
    db.session.add(Review(hotel_id=hotel.id, guest_id=make.guest().id, rating=1, title="t",
                          comment="c", status=ReviewStatus.APPROVED))
    db.session.flush()
    db.session.rollback()
    assert stored_on_hotels(db) == {hotel.id: (1, 5)}


def test_a_review_does_not_touch_the_hotels_updated_at(make, db):
    hotel = make.hotel()
    before = hotel.updated_at
    make.review(hotel=hotel)
    db.session.expire_all()
    assert db.session.get(Hotel, hotel.id).updated_at == before


def test_recount_repairs_counts_broken_by_bulk_sql(make, db):
    first, second = make.hotel(), make.hotel()
    make.review(hotel=first, rating=3)
    make.review(hotel=second, rating=4)
    db.session.execute(text("UPDATE hotels SET review_count = 9, rating_total = 1"))
    db.session.commit()

    assert recount_ratings() == 2
    assert stored_on_hotels(db) == {first.id: (1, 3), second.id: (1, 4)}
    assert recount_ratings() == 0


def test_concurrent_approvals_of_one_hotel_all_count(app, make, db):
    """Deltas under the hotel's row lock add up (PostgreSQL runs these for real in parallel;
    SQLite queues the writers behind BEGIN IMMEDIATE): no approval fails, none is lost."""
    hotel = make.hotel()
    review_ids = [make.review(hotel=hotel, rating=rating, status=ReviewStatus.PENDING).id
                  for rating in (1, 2, 3, 4, 5, 5)]
    barrier = threading.Barrier(len(review_ids))
    errors: list[BaseException] = []

    def approve(review_id: int) -> None:
        with app.app_context():
            try:
                barrier.wait()
                moderation.set_reviews_status([review_id], ReviewStatus.APPROVED)
            except BaseException as error:  # noqa: BLE001 - reported below
                errors.append(error)
            finally:
                db.session.remove()

    threads = [threading.Thread(target=approve, args=(rid,)) for rid in review_ids]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors
    assert stored_on_hotels(db) == {hotel.id: (6, 20)}


def test_the_average_in_tenths_rounds_halves_up_like_the_shown_average():
    """Search orders by ratings.average_tenths, integer arithmetic; cards show `_average`."""
    for count in range(1, 41):
        for total in range(count, 5 * count + 1):
            assert average_tenths(total, count) == round(_average(total, count) * 10), (count, total)
    assert average_tenths(0, 0) == 0


def test_recount_ratings_command_reports_what_it_fixed(runner, make, db):
    hotel = make.hotel()
    make.review(hotel=hotel, rating=2)
    db.session.execute(text("UPDATE hotels SET review_count = 0, rating_total = 0"))
    db.session.commit()
    result = runner.invoke(args=["recount-ratings"])
    assert result.exit_code == 0, result.output
    assert "1 hotel(s) were out of step" in result.output
    assert stored_on_hotels(db) == {hotel.id: (1, 2)}
