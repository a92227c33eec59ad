# Shortcuts for the scripts the README names.
.PHONY: run test lint bench
run:
	bash scripts/run.sh
test:
	bash scripts/test.sh
lint:
	.venv/bin/ruff check app tests config.py
bench:
	bash bench/run.sh
