"""What reaches a person: emails (rendered in mail, delivered through the outbox) and in-app
notifications."""
