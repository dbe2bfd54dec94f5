"""What one desk (one computer) remembers between starts: which database it works on.

Kept in the user's data folder, not in the database: the registration desk
and the TD's desk of one event share the database but each has its own file.
"""

from __future__ import annotations

from pathlib import Path

from tdapp.paths import default_database, read_machine_file, write_machine_file

SETTINGS_FILE = "desk.json"


def _read() -> dict[str, str]:
    return read_machine_file(SETTINGS_FILE)


def _write(data: dict[str, str]) -> None:
    write_machine_file(SETTINGS_FILE, data)


def remember_database(url: str) -> None:
    _write({**_read(), "database": url})


def forget_database() -> None:
    data = _read()
    data.pop("database", None)
    _write(data)


def remembered_database() -> str | None:
    value = _read().get("database")
    return value if isinstance(value, str) and value else None


def database_to_open(given: str | None) -> str:
    """`--db` if given, else the database this desk was last pointed at, else the embedded file.

    A remembered file that is gone (a USB stick not plugged in) is not
    created again empty: the embedded database opens instead.
    """
    if given:
        return given
    remembered = remembered_database()
    if remembered:
        from sqlalchemy.engine import make_url  # only here: the desk's first frame does not wait for SQLAlchemy (issue 19)

        if "://" not in remembered or remembered.startswith("sqlite"):
            path = Path(make_url(remembered).database or "") if "://" in remembered else Path(remembered)
            if path.exists():
                return remembered
        else:
            return remembered
    return str(default_database())


def shown_url(url: str) -> str:
    """The URL without its password, for the screen and the terminal."""
    if "://" not in url:
        return url
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
