"""The room on the casino's network: `tdapp serve`, a read-only web view of the running tournaments.

Nothing here imports Qt, so the server starts in a second. It reads the same
database as the desks through the application layer (`source`), turns the
tournaments into plain page data (`pages`), and serves them as HTML with a
little script (`server`, static files in `resources/web`).
"""
