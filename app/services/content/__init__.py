"""What guests and hotels publish and the super admin moderates: photos, reviews and their
ratings, and moderation."""
