"""The command line: `tdapp` opens the desk; `tdapp calc ...`, `tdapp report ...` work without a window."""
