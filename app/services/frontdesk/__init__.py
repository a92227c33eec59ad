"""The front desk (issue 31): a hotel's staff run the stay after "confirmed" - the day's
arrivals, departures and in-house guests (`desk`), check-in with room assignment and the guest
register, room moves, check-out and no-shows (`stays`), walk-ins (`walk_in`). Every function
takes the staff token's hotel and touches that hotel's rows only: another hotel's booking or
room is NotFound."""
