"""Flask CLI commands: seed-demo, create-superadmin, create-staff, expire-holds, embed-chunks,
rebuild-calendar, recount-ratings, reencode-photos, worker."""

from __future__ import annotations

import click
from flask import Flask, current_app

from app.extensions import db
from app.models import StaffRole, SuperAdmin
from app.passwords import hash_password, password_problem


def register_cli(app: Flask) -> None:
    app.cli.add_command(seed_demo_command)
    app.cli.add_command(create_superadmin_command)
    app.cli.add_command(create_staff_command)
    app.cli.add_command(expire_holds_command)
    app.cli.add_command(mark_no_shows_command)
    app.cli.add_command(rebuild_calendar_command)
    app.cli.add_command(recount_ratings_command)
    app.cli.add_command(embed_chunks_command)
    app.cli.add_command(reindex_chunks_command)
    app.cli.add_command(worker_command)
    app.cli.add_command(prepare_command)
    app.cli.add_command(reencode_photos_command)


@click.command("seed-demo")
def seed_demo_command():
    """Load the demo catalogue and demo accounts (once)."""
    from app.services.demo.demo_data import DEMO_GUEST, DEMO_HOTEL_ADMIN, DEMO_SUPER_ADMIN, seed_demo

    def progress(items):
        with click.progressbar(items, label="Seeding hotels") as bar:
            yield from bar

    result = seed_demo(progress=progress)
    if result.get("skipped"):
        click.echo("Demo data already present; nothing to do.")
        return
    click.echo(f"Seeded {result['hotels']} hotels ({result['live']} live) and {result['guests']} guests.")
    for label, (email, password) in [("guest", DEMO_GUEST), ("hotel admin", DEMO_HOTEL_ADMIN),
                                     ("super admin", DEMO_SUPER_ADMIN)]:
        click.echo(f"  {label:12} {email} / {password}")


@click.command("create-superadmin")
@click.option("--email", required=True)
@click.option("--name", default="Super Admin")
@click.password_option()
def create_superadmin_command(email: str, name: str, password: str):
    """Create a super admin for the /admin panel."""
    email = email.strip().lower()
    if db.session.scalar(db.select(SuperAdmin).filter_by(email=email)):
        raise click.ClickException(f"A super admin with email {email} already exists.")
    if problem := password_problem(password, related=(name, email)):
        raise click.ClickException(problem)
    db.session.add(SuperAdmin(email=email, name=name, password_hash=hash_password(password)))
    db.session.commit()
    click.echo(f"Super admin {email} created.")


@click.command("create-staff")
@click.option("--hotel-id", type=int, required=True)
@click.option("--email", required=True)
@click.option("--name", required=True)
@click.option("--role", type=click.Choice(StaffRole.ALL), default=StaffRole.HOTEL_ADMIN)
@click.password_option()
def create_staff_command(hotel_id: int, email: str, name: str, role: str, password: str):
    """Create a hotel staff account."""
    from app.errors import DomainError
    from app.services.content.moderation import create_staff_account

    try:
        staff = create_staff_account(hotel_id, name, email, role, password)
    except DomainError as exc:
        details = "; ".join(f"{field}: {' '.join(msgs)}" for field, msgs in (exc.errors or {}).items())
        raise click.ClickException(f"{exc.message}{': ' + details if details else ''}") from None
    click.echo(f"Staff user {staff.email} ({role}) created for hotel {hotel_id}.")


@click.command("expire-holds")
def expire_holds_command():
    """Mark unpaid bookings, and booking changes, whose hold has lapsed as expired (for a cron)."""
    from app.services.booking.bookings import expire_holds
    from app.services.booking.changes import expire_changes

    count = expire_holds()
    changes = expire_changes()
    click.echo(f"{count} booking(s) expired, {changes} change(s) expired.")


@click.command("mark-no-shows")
def mark_no_shows_command():
    """Mark confirmed bookings not checked in within their hotel's grace period as no-shows
    (the worker does it hourly); their refunds are queued."""
    from app.services.frontdesk.no_shows import mark_overdue_no_shows

    count = mark_overdue_no_shows()
    click.echo(f"{count} booking(s) marked as no-show.")


@click.command("rebuild-calendar")
def rebuild_calendar_command():
    """Recompute the inventory calendar from the bookings and rooms (after a bulk load or a
    manual fix in the database); prints how many counts were out of step."""
    from app.services.booking.inventory import rebuild_calendar

    wrong = rebuild_calendar()
    click.echo(f"Calendar rebuilt: {wrong} count(s) were out of step.")


@click.command("recount-ratings")
def recount_ratings_command():
    """Recount each hotel's approved reviews and rating total (after a bulk load or a manual fix
    in the database); prints how many hotels were out of step."""
    from app.services.content.ratings import recount_ratings

    wrong = recount_ratings()
    click.echo(f"Ratings recounted: {wrong} hotel(s) were out of step.")


@click.command("embed-chunks")
@click.option("--limit", type=int, default=None, help="Stop after this many chunks (default: all).")
def embed_chunks_command(limit: int | None):
    """Give the assistant's chunks learned before migration 0010 their vectors (the periodic job
    embed_chunks does the same a few hundred at a time)."""
    from app.services.assistant.knowledge import embed_missing_chunks

    count = embed_missing_chunks(limit=limit)
    click.echo(f"{count} chunk(s) embedded.")


@click.command("reindex-chunks")
def reindex_chunks_command():
    """Re-index the assistant's chunks whose search text the tokenizer now reads differently
    (after an upgrade that changed app/services/assistant/text.py)."""
    from app.services.assistant.knowledge import reindex_chunks

    click.echo(f"{reindex_chunks()} chunk(s) re-indexed.")


@click.command("prepare")
def prepare_command():
    """Everything `scripts/run.sh` needs before serving: the schema (as `flask db upgrade`), the
    assistant's search text (as `flask reindex-chunks`) and the demo data (as `flask
    seed-demo`), each a no-op when done."""
    prepare()


def prepare() -> None:
    """`flask prepare`, in the app context. scripts/run.sh has the web server's master run it
    on the app it builds for its workers (gunicorn.conf.py): one app start fewer before serving."""
    from flask_migrate import upgrade

    upgrade()
    reindex_chunks_command.callback()
    seed_demo_command.callback()


@click.command("reencode-photos")
@click.option("--from-dir", default=None,
              help="Also read files from this local media folder (default MEDIA_DIR): where they "
                   "were before the store became the database.")
@click.option("--delete-refused", is_flag=True,
              help="Delete the photos the upload checks now refuse (bombs, truncated files).")
def reencode_photos_command(from_dir: str | None, delete_refused: bool):
    """Put photos stored before uploads were re-encoded through the upload path: metadata
    (EXIF, GPS) stripped, turned upright, three widths, in the current media store."""
    from app.services.content.images import reencode_stored_photos
    from app.storage import LocalMediaStorage

    fallback = LocalMediaStorage(from_dir or current_app.config["MEDIA_DIR"])
    report = reencode_stored_photos(fallback, delete_refused=delete_refused)
    click.echo(f"{report.reencoded} photo(s) re-encoded.")
    for image_id, why in report.refused:
        deleted = " (deleted)" if image_id in report.deleted else ""
        click.echo(f"photo {image_id} refused{deleted}: {why}")
    for image_id in report.missing:
        click.echo(f"photo {image_id}: no file in the media store or {fallback.root}")


@click.command("worker")
@click.option("--workers", type=int, default=None, help="Worker threads (default JOBS_WORKERS).")
@click.option("--no-periodic", is_flag=True,
              help="Do not run the periodic jobs' scheduler (run it in exactly one worker process).")
def worker_command(workers: int | None, no_periodic: bool):
    """Run background jobs: outbox deliveries and, unless --no-periodic, the periodic jobs."""
    jobs = current_app.extensions["jobs"]
    workers = workers or current_app.config["JOBS_WORKERS"]
    click.echo(f"Job worker on {jobs.backend} ({workers} threads, "
               f"periodic jobs {'off' if no_periodic else 'on'})")
    try:
        jobs.run_worker(workers=workers, periodic=not no_periodic)
    except RuntimeError as exc:
        raise click.ClickException(str(exc)) from None
