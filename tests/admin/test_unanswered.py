"""The admin panel's unanswered questions: grouped, the most asked first; "Teach an answer" learns
a passage (any language) through the learn service and marks the group answered. Through real
HTTP with the CSRF token, as a browser would."""

from __future__ import annotations

from html import unescape

from sqlalchemy import select

from app.models import KnowledgeDocument, UnansweredQuestion
from tests.admin.conftest import csrf_from, page


def chat(client, message: str) -> str:
    response = client.post("/v1/chat", json={"message": message, "stream": False})
    assert response.status_code == 200
    return response.get_json()["reply"]


def rows(db) -> list[UnansweredQuestion]:
    db.session.rollback()
    return db.session.scalars(select(UnansweredQuestion).order_by(UnansweredQuestion.id)).all()


def test_the_panel_needs_a_super_admin(client):
    response = client.get("/admin/unanswered/")
    assert response.status_code == 302 and "/admin/login/" in response.location
    assert client.post("/admin/unanswered/teach/", data={}).status_code in (302, 400)


def test_teaching_an_answer_learns_it_and_closes_the_group(admin_client, db):
    chat(admin_client, "How much is the hot air balloon ride?")
    chat(admin_client, "Is there a gym?")
    chat(admin_client, "What does the hot air balloon ride cost?")
    html = unescape(page(admin_client, "/admin/unanswered/"))
    assert html.count('data-testid="unanswered-group"') == 2
    assert html.index("hot air balloon ride") < html.index("Is there a gym?")  # most asked first
    balloon = [r.id for r in rows(db) if "balloon" in r.question]

    response = admin_client.post("/admin/unanswered/teach/", data={
        "csrf_token": csrf_from(html), "ids": " ".join(map(str, balloon)), "lang": "om",
        "title": "Imala baaloonii", "url": "https://kb/balloon",
        "text": "Imalli baaloonii Bishoftu irratti namaaf USD 250 kaffalchiisa."})
    assert response.status_code == 302
    assert "marked answered" in page(admin_client, "/admin/unanswered/")
    taught = {r.id: r for r in rows(db)}
    document = db.session.get(KnowledgeDocument, taught[balloon[0]].answer_document_id)
    assert (document.lang, document.title, document.tenant) == ("om", "Imala baaloonii", None)
    assert all(taught[i].answered_at is not None for i in balloon)
    html = unescape(page(admin_client, "/admin/unanswered/"))
    assert "balloon" not in html and "Is there a gym?" in html


def test_teaching_an_english_answer_makes_the_assistant_answer(admin_client, db):
    chat(admin_client, "How much is the hot air balloon ride?")
    html = page(admin_client, "/admin/unanswered/")
    [row] = rows(db)
    admin_client.post("/admin/unanswered/teach/", data={
        "csrf_token": csrf_from(html), "ids": str(row.id), "lang": "en", "title": "", "url": "",
        "text": "The hot air balloon ride over Bishoftu costs USD 250 per adult."})
    assert "250" in chat(admin_client, "How much is the hot air balloon ride?")
    assert rows(db)[0].answered_at is not None


def test_a_teach_form_without_its_token_or_text_changes_nothing(admin_client, db):
    chat(admin_client, "Is there a gym?")
    html = page(admin_client, "/admin/unanswered/")
    [row] = rows(db)
    missing_token = admin_client.post("/admin/unanswered/teach/",
                                      data={"ids": str(row.id), "lang": "en", "text": "Yes."})
    assert missing_token.status_code == 400
    admin_client.post("/admin/unanswered/teach/",
                      data={"csrf_token": csrf_from(html), "ids": str(row.id), "lang": "en", "text": ""})
    assert rows(db)[0].answered_at is None
    assert db.session.scalar(select(KnowledgeDocument.id)) is None
