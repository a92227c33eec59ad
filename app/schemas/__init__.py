"""marshmallow schemas per area; common.py holds the fields every area shares."""
