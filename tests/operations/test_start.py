"""How scripts/run.sh starts: the web server's master prepares the database on the app it
preloads for its workers (gunicorn.conf.py), then says it is ready; production starts without
either. Building the app loads no PDF library (only a PDF export does)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from app import cli
from app.extensions import db
from app.lazy_modules import library

ROOT = Path(__file__).resolve().parents[2]


def gunicorn_settings():
    spec = importlib.util.spec_from_file_location("gunicorn_conf_start", ROOT / "gunicorn.conf.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_production_neither_preloads_nor_prepares(app, monkeypatch):
    monkeypatch.delenv("MAREFIYA_PREPARE_ON_START", raising=False)
    monkeypatch.setattr(cli, "prepare", lambda: pytest.fail("prepared"))
    settings = gunicorn_settings()
    assert settings.preload_app is False
    settings.on_starting(SimpleNamespace(app=None))


def test_run_sh_prepares_in_the_master_and_hands_no_connection_to_the_workers(
        app, monkeypatch, tmp_path):
    monkeypatch.setenv("MAREFIYA_PREPARE_ON_START", "1")
    prepared = []
    monkeypatch.setattr(cli, "prepare", lambda: prepared.append(db.session.connection()))
    settings = gunicorn_settings()
    assert settings.preload_app is True

    settings.on_starting(SimpleNamespace(app=SimpleNamespace(wsgi=lambda: app)))

    assert len(prepared) == 1
    assert all(engine.pool.checkedout() == 0 for engine in db.engines.values())
    ready = tmp_path / "ready"
    monkeypatch.setenv("MAREFIYA_READY_FILE", str(ready))
    settings.when_ready(SimpleNamespace())
    assert ready.exists()


def test_building_the_app_loads_no_pdf_library():
    code = ("import sys; from app import create_app; create_app('testing'); "
            "assert 'fpdf' not in sys.modules and 'fontTools' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_only_third_party_libraries_load_lazily():
    with pytest.raises(ValueError):
        library("app.services.frontdesk.register")
    assert library("json").dumps([]) == "[]"
