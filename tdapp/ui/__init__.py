"""The Qt desk. Widgets send commands to `tdapp.application` and re-read the state; no rule lives here."""
