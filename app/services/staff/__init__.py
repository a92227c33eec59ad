"""What hotel staff do through /api/v1/staff: their own hotel, rooms and room types (hotel)."""
