"""Player rank: club levels from fixtures, evaluated from valid bets and deposits by a job on
the clock."""
