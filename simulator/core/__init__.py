"""Modules every feature uses: the clock and its scheduler, the database, money, uploaded
images, HTML sanitising (html.py), and the stores of the ledger, the journal and the members.

Core imports no feature. SQL lives only in `store.py` modules (a feature's own or the core
stores here) and in `db.py`, which opens the database and applies the schema.
"""
