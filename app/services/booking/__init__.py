"""The booking domain: stays and the clock, the inventory calendar, rates and prices, the live
catalogue and its per-worker copy, destinations, and bookings themselves."""
