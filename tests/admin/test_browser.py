"""End to end in headless Chromium: sign in, open Hotels, verify a pending hotel."""

from __future__ import annotations

from pathlib import Path

from app.models import HotelStatus
from tests.admin.conftest import reload
from tests.factories import TEST_PASSWORD

OUTPUT_DIR = Path(__file__).resolve().parents[2] / "test-output"


def test_super_admin_verifies_a_pending_hotel_in_the_browser(live_server, browser_page, make,
                                                             tmp_path):
    admin = make.super_admin(email="root@marefiya.et", name="Tigist Admin")
    make.hotel(name="Entoto Lodge", city="Addis Ababa")
    make.hotel(name="Gheralta Lodge", city="Mekelle", hotel_status=HotelStatus.INACTIVE)
    pending = make.hotel(name="Lalibela Heritage", city="Lalibela",
                         hotel_status=HotelStatus.PENDING_VERIFICATION, verified_at=None)
    page = browser_page
    outside_requests = []
    page.on("request", lambda request: request.url.startswith(live_server)
            or outside_requests.append(request.url))
    # Script errors and Content-Security-Policy violations show up as console errors.
    console_errors = []
    page.on("console", lambda message: message.type == "error"
            and console_errors.append(message.text))
    page.on("pageerror", lambda error: console_errors.append(str(error)))

    page.goto(f"{live_server}/admin/")
    assert "/admin/login/" in page.url
    page.fill("input[name=email]", admin.email)
    page.fill("input[name=password]", TEST_PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_selector("text=Hotels pending verification")

    page.click("nav >> text=Hotels")
    page.wait_for_selector("table.model-list")
    row = page.locator("table.model-list tr", has_text="Lalibela Heritage")
    assert "Pending verification" in row.inner_text()
    # One by one: the row's edit icon opens the status form. The click waits for the list page's
    # scripts to have run: a click on a page still loading them was once swallowed (no request
    # reached the server) in a CI run on a busy machine.
    page.wait_for_load_state("load")
    with page.expect_navigation():
        row.locator("a[title='Edit Record']").click()
    page.wait_for_selector("[data-testid=hotel-name]:has-text('Lalibela Heritage')")
    page.select_option("select[name=hotel_status]", label="Verified")
    page.screenshot(path=str(tmp_path / "admin-hotel-edit.png"), full_page=True)
    page.click("input[type=submit][value=Save]")
    page.wait_for_selector("text=Record was successfully saved.")

    row = page.locator("table.model-list tr", has_text="Lalibela Heritage")
    assert "Verified" in row.inner_text()
    OUTPUT_DIR.mkdir(exist_ok=True)
    for target in (OUTPUT_DIR / "admin-hotels.png", tmp_path / "admin-hotels.png"):
        page.screenshot(path=str(target), full_page=True)
        assert target.stat().st_size > 10_000

    assert reload(pending).hotel_status == HotelStatus.VERIFIED
    assert pending.verified_at is not None
    assert outside_requests == []
    assert console_errors == []
