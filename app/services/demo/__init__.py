"""The demo data of `flask seed-demo` and its placeholder photos."""
