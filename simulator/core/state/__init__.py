"""The running state kept in the database (table sim_state): the clock and the scheduler's
due times, so a restart or a snapshot takes them up again (simulator/persist.py)."""
